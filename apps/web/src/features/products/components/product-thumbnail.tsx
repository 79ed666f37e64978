import { Box } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ImageRef } from '@fairhub/shared/uploads';

/** A product's first image as a small square; a grey square with an icon when it has none. */
export function ProductThumbnail({ image, size = 64 }: { image: ImageRef | undefined; size?: number }) {
  if (image) {
    return (
      <img
        src={image.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ display: 'block', width: size, height: size, objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      />
    );
  }
  return (
    <Box w={size} h={size} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }} aria-hidden>
      <IconPhoto size={size / 2.5} stroke={1.5} color="var(--mantine-color-gray-6)" />
    </Box>
  );
}
