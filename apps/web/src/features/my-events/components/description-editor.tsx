import { useEffect, useId, useMemo } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

interface DescriptionEditorProps {
  label: string;
  description?: string;
  /** HTML, as the server keeps it. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** Names of the toolbar's controls and of the link editor, in the page's language. */
const LABEL_KEYS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'blockquoteControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const satisfies readonly (keyof RichTextEditorLabels)[];

/**
 * Formatted text (tiptap through @mantine/tiptap): headings h2–h4, paragraphs, emphasis, lists,
 * quotes and links — exactly what the server keeps when it cleans the HTML, so nothing typed here
 * is dropped on saving. The editor is the field: it carries the label, the hint and the error.
 */
export function DescriptionEditor({ label, description, value, onChange, onBlur, error, disabled = false }: DescriptionEditorProps) {
  const { t, i18n } = useTranslation('my-events');
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const labels = useMemo(
    () => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`editor.${key}`)])) as Partial<RichTextEditorLabels>,
    // The names follow the page's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, horizontalRule: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The form may replace the value (after saving, or a reset): the editor follows it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, describedBy, error]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        {disabled ? null : (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
