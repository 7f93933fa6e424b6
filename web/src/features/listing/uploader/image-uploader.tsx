import {
  Badge,
  Box,
  Button,
  Center,
  IconButton,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { UPLOADER_DEFAULT_MAX } from '@koalarent/core/contracts';
import { type DragEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { LuGripVertical, LuImagePlus, LuX } from 'react-icons/lu';
import { notify } from '../../../shared/ui/toaster';
import { UploadError, uploadImage } from './upload-image';
import { planUploads, reorder, UploadRuleMessages } from './upload-rules';

export interface ImageUploaderProps {
  /** The uploaded images' URLs, in display order (the first is the cover). */
  value: readonly string[];
  onChange(urls: string[]): void;
  /** Spec §5: the uploader's own cap is 5; the listing form passes 10. */
  maxImages?: number;
  /** Names the drop zone and the tiles for assistive technology ('Item images', 'Profile picture'). */
  label: string;
  invalid?: boolean;
  /** Id of the error text that describes the field. */
  describedBy?: string;
  /** Lets the form focus the uploader when it is the first invalid field. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Tells the form whether uploads are still running (it holds its submit until they finish). */
  onBusyChange?(busy: boolean): void;
  /** Whether the first image is labelled the cover (the listing form's images). */
  showCover?: boolean;
}

interface PendingTile {
  key: string;
  name: string;
  preview: string;
  status: 'queued' | 'uploading';
}

/**
 * Picks or takes dropped image files, uploads each to POST /api/uploads, and keeps the resulting URLs as an
 * ordered list: tiles reorder by drag (pointer or keyboard), each can be removed, the first is the cover.
 */
export function ImageUploader({
  value,
  onChange,
  maxImages = UPLOADER_DEFAULT_MAX,
  label,
  invalid = false,
  describedBy,
  buttonRef,
  onBusyChange,
  showCover = true,
}: ImageUploaderProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingTile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragOver, setDragOver] = useState(false);

  // The upload loop outlives renders: it reads the latest list and count from refs, not from a stale closure.
  const valueRef = useRef<readonly string[]>(value);
  valueRef.current = value;
  const pendingCount = useRef(0);
  const alive = useRef(true);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      abort.current?.abort();
    };
  }, []);

  const busy = pending.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const sensors = useSensors(
    // A small distance keeps a click on a tile's buttons from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const full = value.length + pending.length >= maxImages;

  async function accept(list: FileList | readonly File[] | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const plan = planUploads(files, valueRef.current.length + pendingCount.current, maxImages);
    if (plan.kind === 'over-cap') {
      const notice = {
        title: UploadRuleMessages.capTitle(plan.max),
        description: UploadRuleMessages.capDescription(plan.max),
      };
      setProblems([notice.description]);
      notify.error(notice);
      return;
    }
    const refused = plan.rejected.map((r) => `${r.file.name}: ${r.reason}`);
    setProblems(refused);
    const firstRefusal = plan.rejected[0];
    if (firstRefusal) {
      notify.error({
        title: firstRefusal.reason,
        description: plan.rejected.map((r) => r.file.name).join(', '),
      });
    }
    if (plan.accepted.length === 0) return;

    const tiles = plan.accepted.map((file) => ({
      file,
      tile: {
        key: crypto.randomUUID(),
        name: file.name,
        preview: URL.createObjectURL(file),
        status: 'queued' as PendingTile['status'],
      },
    }));
    pendingCount.current += tiles.length;
    setPending((current) => [...current, ...tiles.map((t) => t.tile)]);

    abort.current ??= new AbortController();
    const { signal } = abort.current;
    let uploaded = 0;
    const failures: string[] = [];
    // One request per file, in the order picked: the list keeps that order and the rate limit is spared a burst.
    for (const { file, tile } of tiles) {
      if (!alive.current) break;
      setPending((current) => current.map((p) => (p.key === tile.key ? { ...p, status: 'uploading' } : p)));
      try {
        const image = await uploadImage(file, signal);
        if (!alive.current) break;
        const next = [...valueRef.current, image.url];
        valueRef.current = next;
        onChange(next);
        uploaded += 1;
      } catch (error) {
        if (!alive.current) break;
        failures.push(error instanceof UploadError ? error.message : 'The image could not be uploaded.');
      } finally {
        URL.revokeObjectURL(tile.preview);
        pendingCount.current -= 1;
        if (alive.current) setPending((current) => current.filter((p) => p.key !== tile.key));
      }
    }
    if (!alive.current) return;
    if (failures.length > 0) {
      setProblems((current) => [...current, ...failures]);
      notify.error({ title: 'Upload failed', description: failures[0] ?? '' });
    } else if (uploaded > 0) {
      notify.success({
        title: 'Upload complete',
        description: uploaded === 1 ? '1 image uploaded.' : `${uploaded} images uploaded.`,
      });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    void accept(event.dataTransfer.files);
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onChange(reorder(value, String(active.id), String(over.id)));
  }

  function remove(url: string) {
    onChange(value.filter((u) => u !== url));
    setProblems([]);
  }

  const position = (id: string | number) => value.indexOf(String(id)) + 1;

  return (
    <Stack gap="3">
      <Box
        role="group"
        aria-label={label}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragOver ? 'brand.solid' : invalid ? 'border.error' : 'border.emphasized'}
        bg={dragOver ? 'brand.subtle' : 'bg.subtle'}
        rounded="xl"
        px="6"
        py="8"
        textAlign="center"
        transition="background 0.15s, border-color 0.15s"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = full ? 'none' : 'copy';
          if (!dragOver) setDragOver(true);
        }}
        onDragLeave={(event) => {
          // Leaving into a child element is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={onDrop}
      >
        <Stack align="center" gap="3">
          <Center boxSize="12" rounded="full" bg="brand.muted" color="brand.fg" aria-hidden="true">
            <LuImagePlus size={22} />
          </Center>
          <Text fontWeight="medium">Drag and drop images here, or</Text>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            multiple={maxImages > 1}
            hidden
            aria-label={label}
            onChange={(event) => {
              void accept(event.target.files);
              // Let the same file be picked again after a removal.
              event.target.value = '';
            }}
          />
          <Button
            ref={buttonRef}
            type="button"
            variant="outline"
            colorPalette="brand"
            size="sm"
            disabled={full}
            aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
            onClick={() => inputRef.current?.click()}
          >
            {maxImages > 1 ? 'Choose images' : 'Choose an image'}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            Images only, up to 5MB each. {value.length} of {maxImages} added
            {maxImages > 1 && showCover ? '; drag to reorder, the first is the cover.' : '.'}
          </Text>
        </Stack>
      </Box>

      {problems.length > 0 ? (
        <Stack as="ul" role="alert" gap="1" fontSize="sm" color="fg.error" listStyleType="none">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat for different files
            <li key={`${index}-${problem}`}>{problem}</li>
          ))}
        </Stack>
      ) : null}

      {value.length + pending.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'To reorder an image, press space or enter on its handle, move it with the arrow keys, then press space or enter again to drop it, or escape to cancel.',
            },
            announcements: {
              onDragStart: ({ active }) => `Picked up image ${position(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over ? `Image ${position(active.id)} is over position ${position(over.id)}.` : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? `Image ${position(active.id)} was moved to position ${position(over.id)}.`
                  : `Image ${position(active.id)} was dropped.`,
              onDragCancel: ({ active }) => `Moving image ${position(active.id)} was cancelled.`,
            },
          }}
        >
          <SortableContext items={[...value]} strategy={rectSortingStrategy}>
            <SimpleGrid
              as="ul"
              columns={{ base: 2, sm: 3, md: 4 }}
              gap="3"
              listStyleType="none"
              aria-label={`${label}: uploaded`}
            >
              {value.map((url, index) => (
                <SortableTile
                  key={url}
                  url={url}
                  index={index}
                  total={value.length}
                  cover={showCover && index === 0}
                  sortable={value.length > 1}
                  onRemove={() => remove(url)}
                />
              ))}
              {pending.map((tile) => (
                <Box
                  as="li"
                  key={tile.key}
                  position="relative"
                  aspectRatio="1"
                  rounded="lg"
                  overflow="hidden"
                >
                  <Image src={tile.preview} alt="" boxSize="full" objectFit="cover" opacity={0.5} />
                  <Center position="absolute" inset="0" flexDirection="column" gap="1" bg="blackAlpha.400">
                    <Spinner size="md" color="white" aria-hidden="true" />
                    <Text fontSize="xs" color="white" fontWeight="semibold" role="status">
                      {tile.status === 'uploading' ? `Uploading ${tile.name}…` : `Waiting: ${tile.name}`}
                    </Text>
                  </Center>
                </Box>
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      ) : null}
    </Stack>
  );
}

interface SortableTileProps {
  url: string;
  index: number;
  total: number;
  cover: boolean;
  /** A lone image has nothing to swap places with: no drag handle. */
  sortable: boolean;
  onRemove(): void;
}

function SortableTile({ url, index, total, cover, sortable, onRemove }: SortableTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: url });
  const name = `Image ${index + 1} of ${total}${cover ? ' (cover)' : ''}`;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      position="relative"
      aspectRatio="1"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor={cover ? 'brand.solid' : 'border'}
      bg="bg.muted"
      shadow={isDragging ? 'lg' : undefined}
      zIndex={isDragging ? 1 : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Image src={url} alt={name} boxSize="full" objectFit="cover" draggable={false} />
      {cover ? (
        <Badge position="absolute" bottom="2" left="2" colorPalette="brand" variant="solid">
          Cover
        </Badge>
      ) : null}
      {sortable ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${name}`}
          size="xs"
          variant="solid"
          colorPalette="gray"
          position="absolute"
          top="2"
          left="2"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
        >
          <LuGripVertical />
        </IconButton>
      ) : null}
      <IconButton
        type="button"
        aria-label={`Remove ${name}`}
        size="xs"
        variant="solid"
        colorPalette="red"
        position="absolute"
        top="2"
        right="2"
        onClick={onRemove}
      >
        <LuX />
      </IconButton>
    </Box>
  );
}
