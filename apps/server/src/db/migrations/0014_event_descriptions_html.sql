-- Event descriptions become formatted text (sanitised HTML, lib/rich-text.ts). The plain text stored
-- so far is escaped (& < > ") and turned into paragraphs: a blank line starts a new paragraph, a
-- single line break becomes <br />, blank paragraphs go. Descriptions that already start with an
-- allowed block tag are HTML written since, and stay as they are.
UPDATE events AS e
SET description = (
  SELECT string_agg(
    '<p>' || replace(replace(replace(replace(replace(btrim(part.text, E' \t\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\n', '<br />') || '</p>',
    '' ORDER BY part.position
  )
  FROM regexp_split_to_table(replace(e.description, E'\r\n', E'\n'), E'\n[ \t]*\n\\s*') WITH ORDINALITY AS part(text, position)
  WHERE btrim(part.text, E' \t\n') <> ''
)
WHERE e.description IS NOT NULL
  AND e.description !~ '^\s*<(p|h[2-4]|ul|ol|blockquote)[\s>]';
