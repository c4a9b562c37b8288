/** A picture file with its size and text alternative, as a view's words give it. */
export interface PictureWords {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** '' when the picture only decorates. */
  readonly alt: string;
}

/** An original picture from site/public/images, sized so nothing moves when it loads. */
export function Picture({ picture, className }: { picture: PictureWords; className?: string }) {
  return (
    <img
      className={className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
    />
  );
}
