import styled from 'styled-components';

// A list of chosen files, each with a button that takes it off: a document's pages (FileDropZone) and
// a message's attachments (correspondence/ChosenFiles) look alike.

export const StyledChosenFileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledChosenFile = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow-wrap: anywhere;
`;

export const StyledRemoveFile = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.error};
  cursor: pointer;
  font-weight: 600;
`;
