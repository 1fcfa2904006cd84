import { htmlToMarkdown } from './htmlText.ts';
import type { Json, Warn } from './types.ts';

/** The announcement bar as the site's announcement: its HTML as Markdown, its id as the site's ids are written. */
export function announcement(config: Json, warn: Warn): Json {
  const content = typeof config.content === 'string' ? config.content : '';
  const markdown = htmlToMarkdown(content);
  if (markdown.dropped.length > 0) {
    warn('announcementBar.content', `HTML tags ${markdown.dropped.join(', ')} cannot be converted; their text is kept`);
  }
  const rawId = typeof config.id === 'string' ? config.id : 'announcement-bar';
  const id =
    rawId
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'announcement-bar';
  if (id !== rawId) {
    warn(
      'announcementBar.id',
      `"${rawId}" becomes "${id}" (lowercase letters, digits and dashes); readers who closed the bar see it again`,
    );
  }
  const result: Json = { enabled: true, id, content: markdown.text };
  if (typeof config.backgroundColor === 'string') result.backgroundColor = config.backgroundColor;
  if (typeof config.textColor === 'string') result.textColor = config.textColor;
  result.isCloseable = config.isCloseable !== false;
  return result;
}
