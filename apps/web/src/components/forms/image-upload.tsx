import { useId } from 'react';
import { Button, Group, Input, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@fairhub/shared/uploads';
import { ImageDropArea } from './image-drop-area.tsx';
import { useImageUploader } from './use-image-uploader.ts';
import classes from './image-upload.module.css';

interface ImageUploadProps {
  kind: 'logo' | 'avatar' | 'event_cover';
  label: string;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  /** A validation message from the form (e.g. the server's), shown under the field. */
  error?: string;
  disabled?: boolean;
}

/** One image (a logo or an avatar): preview, upload or replace, remove. */
export function ImageUpload({ kind, label, value, onChange, error, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const uploader = useImageUploader(kind);

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const uploaded = await uploader.upload(file);
    if (uploaded) onChange(uploaded);
  };

  const shownError = uploader.error ?? error;
  return (
    <Input.Wrapper label={label} id={id} error={shownError} labelElement="div">
      <ImageDropArea
        onFiles={take}
        disabled={disabled}
        progress={uploader.progress}
        buttonLabel={t(value ? 'forms.image.replace' : 'forms.image.choose')}
        labelledBy={id}
      >
        {value ? (
          <Group gap="sm" align="center">
            <div className={classes.thumb}>
              <img src={value.url} alt={t('forms.image.current', { label })} />
            </div>
            <Button
              variant="subtle"
              color="red.8"
              c="red.9"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              disabled={disabled || uploader.uploading}
            >
              {t('forms.image.remove')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('forms.image.none')}
          </Text>
        )}
      </ImageDropArea>
    </Input.Wrapper>
  );
}
