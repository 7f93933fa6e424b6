import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** The full-screen photo viewer; its own chunk, loaded when a photo is first opened. */
export default function ItemLightbox({
  images,
  title,
  index,
  onClose,
}: {
  images: readonly string[];
  title: string;
  index: number;
  onClose(): void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((src, position) => ({
        src,
        alt: `${title}, photo ${position + 1} of ${images.length}`,
      }))}
      carousel={{ finite: images.length <= 1 }}
      labels={{ Previous: 'Previous photo', Next: 'Next photo', Close: 'Close photo viewer' }}
    />
  );
}
