/** An e-mail's text in one language, rendered as plain text and as simple HTML. */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; the link is rendered as its own paragraph and as a button. */
  paragraphs: string[];
  link?: { url: string; label: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderText(content: MailContent) {
  const parts = [...content.paragraphs];
  if (content.link) parts.splice(Math.min(2, parts.length), 0, `${content.link.label}: ${content.link.url}`);
  return `${parts.join('\n\n')}\n\n— Fairhub\n`;
}

export function renderHtml(content: MailContent) {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`);
  if (content.link) {
    const url = escapeHtml(content.link.url);
    paragraphs.splice(
      Math.min(2, paragraphs.length),
      0,
      `<p style="margin:24px 0"><a href="${url}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${url}</p>`,
    );
  }
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:24px">${paragraphs.join('')}<p style="color:#777;font-size:13px">— Fairhub</p></body></html>`;
}
