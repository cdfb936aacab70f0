import styled from 'styled-components';

/** Where no intrinsic size is known (an external address, a default cover, an older upload): the cards' 16:9. */
const FALLBACK_SIZE = { width: 640, height: 360 };

interface PictureSourceProps {
  type: string;
  srcset: string;
}

export interface ScholarshipPictureProps {
  imageUrl: string;
  picture?: { width: number; height: number; sources: readonly PictureSourceProps[] } | null;
  /** The `sizes` value: how wide the picture is drawn at each screen width. */
  sizes: string;
  /** A picture that may be the page's largest paint: fetched first and never lazily. */
  priority?: boolean;
  /** Drawn in the first screen without being the largest paint: fetched at once, at normal priority. */
  eager?: boolean;
  className?: string;
}

const StyledImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * A scholarship's picture: the resized copies in `<source>`s (the most compact format first) with
 * the WebP ones on the `<img>`, whose width and height reserve its room before it arrives.
 * Decorative (empty alt): the title beside it says what it is.
 */
export function ScholarshipPicture({ imageUrl, picture, sizes, priority = false, eager = false, className }: ScholarshipPictureProps) {
  const size = picture ?? FALLBACK_SIZE;
  const sources = picture?.sources ?? [];
  const imageSource = sources.at(-1);
  const image = (
    <StyledImage
      className={className}
      src={imageUrl}
      srcSet={imageSource?.srcset}
      sizes={imageSource ? sizes : undefined}
      width={size.width}
      height={size.height}
      alt=""
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
  if (sources.length < 2) return image;
  return (
    <picture>
      {sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
