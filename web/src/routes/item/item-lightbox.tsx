import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('items');
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((src, position) => ({
        src,
        alt: t('images.photo', { title, index: String(position + 1), total: String(images.length) }),
      }))}
      carousel={{ finite: images.length <= 1 }}
      labels={{
        Previous: t('gallery.previousPhoto'),
        Next: t('gallery.nextPhoto'),
        Close: t('gallery.closeViewer'),
      }}
    />
  );
}
