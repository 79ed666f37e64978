import { Avatar, type MantineSize } from '@mantine/core';

/**
 * A company's logo, or its initials when it has none. Decorative: the company's name is always
 * written beside it, so it is hidden from screen readers.
 */
export function CompanyLogo({ name, logoUrl, size, visibleFrom }: { name: string; logoUrl: string | null; size: number; visibleFrom?: MantineSize }) {
  return (
    <Avatar
      src={logoUrl}
      name={name}
      color="initials"
      size={size}
      radius="md"
      aria-hidden="true"
      alt=""
      visibleFrom={visibleFrom}
      // A logo keeps its shape on a white tile instead of being cropped like a photo.
      styles={
        logoUrl
          ? { image: { objectFit: 'contain', background: 'var(--mantine-color-white)' }, root: { border: '1px solid var(--mantine-color-gray-3)' } }
          : undefined
      }
    />
  );
}
