import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@fairhub/shared/organizers';
import { PlainTextParagraphs } from '../../../components/catalogue/directory-details.tsx';
import { formatPrice } from '../../../lib/format-price.ts';

/** The published products of a company: name, first image, description, price. */
export function ProductList({ products }: { products: PublicProduct[] }) {
  const { t, i18n } = useTranslation('directory');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {products.map((product) => (
        <Card key={product.uid} withBorder radius="md" padding="md" component="article">
          {product.images[0] ? (
            <Card.Section>
              <img
                src={product.images[0]}
                alt={t('organizers.details.productImageAlt', { name: product.name })}
                loading="lazy"
                decoding="async"
                style={{ display: 'block', width: '100%', height: 160, objectFit: 'cover' }}
              />
            </Card.Section>
          ) : null}
          <Stack gap="xs" mt={product.images[0] ? 'md' : 0}>
            <Title order={3} size="h4" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Title>
            {product.price !== null ? (
              <Text fw={700} c="blue.9">
                {formatPrice(product.price, product.currency, i18n.language)}
              </Text>
            ) : null}
            {product.description ? <PlainTextParagraphs text={product.description} /> : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
