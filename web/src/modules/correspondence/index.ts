// The module's one door for the pages that open it, the staff console's too, always with import():
// its code, documents and catalogue load with the first conversation or correction shown, never
// with a page that shows none. Render what it gives inside CorrespondenceCatalogGate.
export { ConversationPanel, type ConversationPanelProps } from '@/modules/correspondence/components/ConversationPanel';
export { CorrespondenceCatalogGate } from '@/modules/correspondence/components/CorrespondenceCatalogGate';
export type { ConversationViewer } from '@/modules/correspondence/utils/conversation-viewer';
export { AccountCorrection, ApplicationCorrection } from '@/modules/correspondence/components/OpenCorrectionRequest';
export { ConversationSection } from '@/modules/correspondence/components/ConversationSection';
export { MessageMailsSetting } from '@/modules/correspondence/components/MessageMailsSetting';
