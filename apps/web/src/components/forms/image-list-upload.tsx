import { useId } from 'react';
import { ActionIcon, Group, Input, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@fairhub/shared/uploads';
import { ImageDropArea } from './image-drop-area.tsx';
import { useImageUploader } from './use-image-uploader.ts';
import classes from './image-upload.module.css';

interface ImageListUploadProps {
  kind: 'product' | 'venue_photo';
  label: string;
  value: ImageRef[];
  onChange: (value: ImageRef[]) => void;
  max?: number;
  error?: string;
  disabled?: boolean;
}

function moved<T>(items: T[], from: number, to: number) {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Several images in order (the first is the main one): add, reorder, remove. */
export function ImageListUpload({ kind, label, value, onChange, max = 8, error, disabled }: ImageListUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const uploader = useImageUploader(kind);
  const full = value.length >= max;

  const take = async (files: File[]) => {
    let next = value;
    for (const file of files.slice(0, max - value.length)) {
      const uploaded = await uploader.upload(file);
      if (!uploaded) break;
      next = [...next, uploaded];
      onChange(next);
    }
  };

  return (
    <Input.Wrapper label={label} id={id} error={uploader.error ?? error} labelElement="div" description={t('forms.image.count', { count: value.length, max })}>
      <ImageDropArea onFiles={take} multiple disabled={disabled || full} progress={uploader.progress} buttonLabel={t('forms.image.add')} labelledBy={id}>
        {value.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('forms.image.noneYet')}
          </Text>
        ) : (
          <Group gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {value.map((image, index) => (
              <li key={image.uid}>
                <div className={classes.thumb}>
                  <img src={image.url} alt={t('forms.image.numbered', { number: index + 1 })} />
                </div>
                <Group gap={4} justify="center" mt={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="sm"
                    aria-label={t('forms.image.moveEarlier', { number: index + 1 })}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moved(value, index, index - 1))}
                  >
                    <IconArrowLeft size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="sm"
                    aria-label={t('forms.image.moveLater', { number: index + 1 })}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => onChange(moved(value, index, index + 1))}
                  >
                    <IconArrowRight size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="sm"
                    aria-label={t('forms.image.removeNumbered', { number: index + 1 })}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((other) => other.uid !== image.uid))}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </Group>
        )}
      </ImageDropArea>
    </Input.Wrapper>
  );
}
