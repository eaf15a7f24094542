import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { activeMention, insertMention, mentionCandidates, type MentionCandidate } from '../../domain/mention-draft';

// The state of the composer's @mention popup (WAI-ARIA combobox with a listbox): open while an
// @word ends at the caret, filtered as one types; arrows move, Enter or Tab picks, Escape closes
// it for that @word; picking writes the member's token and puts the caret after it.

export function useMentionPicker(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  onChange: (next: string) => void,
  members: MentionCandidate[],
) {
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const placeCaret = useRef<number | null>(null);
  const at = caret === null ? null : activeMention(value, caret);
  const open = at !== null && at.start !== dismissedAt;
  const options = open ? mentionCandidates(members, at.query) : [];
  const activeIndex = Math.min(active, options.length - 1);

  useLayoutEffect(() => {
    if (placeCaret.current === null || !ref.current) return;
    ref.current.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  }, [ref, value]);

  const pick = (member: MentionCandidate) => {
    const next = insertMention(value, caret ?? value.length, member.name);
    placeCaret.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    onChange(next.text);
  };

  const track = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const at = event.currentTarget.selectionStart;
    if (at !== caret) setActive(0);
    setCaret(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex + step + options.length) % options.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && options.length > 0) {
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(at.start);
    }
  };

  return {
    ref,
    open,
    query: at?.query ?? '',
    options,
    activeIndex,
    pick,
    track,
    onKeyDown,
    close: () => setCaret(null),
  };
}
