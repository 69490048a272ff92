import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';

// A web address, or an e-mail address; a full stop or comma after either is the sentence's.
const LINKS = /(https?:\/\/[^\s,;)]+[^\s,;).]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** An answer's text with its web and e-mail addresses made tappable. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKS)) {
    const [found] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      found.includes('@') && !found.startsWith('http') ? (
        <a key={at} href={`mailto:${found}`}>
          {found}
        </a>
      ) : (
        <ExternalLink key={at} href={found}>
          {found}
        </ExternalLink>
      ),
    );
    last = at + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
