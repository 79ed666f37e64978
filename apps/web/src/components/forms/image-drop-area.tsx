import { useState, type ReactNode } from 'react';
import { Box, FileButton, Button, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPTED_TYPES } from '@fairhub/shared/uploads';
import classes from './image-upload.module.css';

interface ImageDropAreaProps {
  /** Called with the chosen or dropped files. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  progress: number | null;
  buttonLabel: string;
  /** Id of the label that names this field, for the file button. */
  labelledBy: string;
  children?: ReactNode;
}

/** A box that takes images by drag and drop or through a file button, with the upload's progress. */
export function ImageDropArea({ onFiles, multiple, disabled, progress, buttonLabel, labelledBy, children }: ImageDropAreaProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  return (
    <Box
      className={classes.dropArea}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <Stack gap="xs" align="flex-start">
        {children}
        <FileButton
          onChange={(files) => onFiles(files ? ([] as File[]).concat(files) : [])}
          accept={UPLOAD_ACCEPTED_TYPES.join(',')}
          multiple={multiple}
          disabled={disabled}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={progress !== null}
              aria-describedby={labelledBy}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('forms.image.hint')}
        </Text>
        {progress !== null && <Progress value={Math.round(progress * 100)} size="sm" w="100%" aria-label={t('forms.image.progress')} />}
      </Stack>
    </Box>
  );
}
