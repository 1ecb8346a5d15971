/** The Markdown our documents use: "## "/"### " headings, paragraphs, "- " items (indented lines continue); never HTML. */
export type Block =
  | { kind: 'h2' | 'h3'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] };

export function parsePlainMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'ul', items: list });
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
    } else if (/^#{2,3} /.test(line)) {
      flush();
      blocks.push({ kind: line.startsWith('### ') ? 'h3' : 'h2', text: line.replace(/^#{2,3} /, '').trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else if (list && /^\s+/.test(line)) {
      list[list.length - 1] = `${list[list.length - 1]} ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
