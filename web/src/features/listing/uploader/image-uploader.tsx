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
import { useTranslation } from 'react-i18next';
import { LuGripVertical, LuImagePlus, LuX } from 'react-icons/lu';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
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

/**
 * A line of the uploader's error list, kept as data and worded at render, so it follows a language switch:
 * a refused file with its reason, a message (the server's or a shared rule's, in English), or a failure
 * with nothing more to say.
 */
type Problem =
  | { kind: 'file'; name: string; reason: string }
  | { kind: 'message'; text: string }
  | { kind: 'failed' };

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
  // The uploader appears on screens of other features (profile, owner bookings): it loads its own strings.
  useNamespaces('listing');
  const { t } = useTranslation('listing');
  const f = useFormat();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingTile[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
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
      const description = UploadRuleMessages.capDescription(plan.max);
      setProblems([{ kind: 'message', text: description }]);
      notify.error({
        title: translateServerMessage(UploadRuleMessages.capTitle(plan.max)),
        description: translateServerMessage(description),
      });
      return;
    }
    setProblems(plan.rejected.map((r) => ({ kind: 'file', name: r.file.name, reason: r.reason })));
    const firstRefusal = plan.rejected[0];
    if (firstRefusal) {
      notify.error({
        title: translateServerMessage(firstRefusal.reason),
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
    const failures: Problem[] = [];
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
        failures.push(
          error instanceof UploadError ? { kind: 'message', text: error.message } : { kind: 'failed' },
        );
      } finally {
        URL.revokeObjectURL(tile.preview);
        pendingCount.current -= 1;
        if (alive.current) setPending((current) => current.filter((p) => p.key !== tile.key));
      }
    }
    if (!alive.current) return;
    if (failures.length > 0) {
      setProblems((current) => [...current, ...failures]);
      notify.error({
        title: t('uploader.uploadFailed'),
        description: failures[0] ? describe(failures[0]) : '',
      });
    } else if (uploaded > 0) {
      notify.success({
        title: t('uploader.uploadComplete'),
        description: t('uploader.uploadedCount', { count: uploaded }),
      });
    }
  }

  function describe(problem: Problem): string {
    if (problem.kind === 'file')
      return t('uploader.fileProblem', {
        name: problem.name,
        reason: translateServerMessage(problem.reason),
      });
    if (problem.kind === 'message') return translateServerMessage(problem.text);
    return t('uploader.failed');
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

  // Positions as the language writes numbers (the announcements read them out).
  const position = (id: string | number) => f.number(value.indexOf(String(id)) + 1);

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
          <Text fontWeight="medium">{t('uploader.dropHere')}</Text>
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
            {maxImages > 1 ? t('uploader.chooseImages') : t('uploader.chooseImage')}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t(maxImages > 1 && showCover ? 'uploader.hintReorder' : 'uploader.hint', {
              added: f.number(value.length),
              max: f.number(maxImages),
            })}
          </Text>
        </Stack>
      </Box>

      {problems.length > 0 ? (
        <Stack as="ul" role="alert" gap="1" fontSize="sm" color="fg.error" listStyleType="none">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat for different files
            <li key={index}>{describe(problem)}</li>
          ))}
        </Stack>
      ) : null}

      {value.length + pending.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('uploader.instructions') },
            announcements: {
              onDragStart: ({ active }) => t('uploader.pickedUp', { position: position(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('uploader.over', { position: position(active.id), target: position(over.id) })
                  : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? t('uploader.moved', { position: position(active.id), target: position(over.id) })
                  : t('uploader.dropped', { position: position(active.id) }),
              onDragCancel: ({ active }) => t('uploader.cancelled', { position: position(active.id) }),
            },
          }}
        >
          <SortableContext items={[...value]} strategy={rectSortingStrategy}>
            <SimpleGrid
              as="ul"
              columns={{ base: 2, sm: 3, md: 4 }}
              gap="3"
              listStyleType="none"
              aria-label={t('uploader.uploadedList', { label })}
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
                      {tile.status === 'uploading'
                        ? t('uploader.uploading', { name: tile.name })
                        : t('uploader.waiting', { name: tile.name })}
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
  const { t } = useTranslation('listing');
  const f = useFormat();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: url });
  const name = t(cover ? 'uploader.coverImage' : 'uploader.image', {
    position: f.number(index + 1),
    total: f.number(total),
  });
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
          {t('uploader.cover')}
        </Badge>
      ) : null}
      {sortable ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('uploader.reorder', { name })}
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
        aria-label={t('uploader.remove', { name })}
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
