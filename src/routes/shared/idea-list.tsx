import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Idea } from '../../api/types';
import type { RankInterval } from '../../domain/rank-interval';
import { IDEA_ROW_HEIGHT } from './idea-columns';
import { IdeaListHeader, type IdeaListSort } from './idea-list-header';
import { IdeaRow } from './idea-row';
import { useScrollMemory } from './use-scroll-memory';
import type { IdeaSelection } from './use-idea-selection';

/** Before layout (first paint, or a DOM without layout) the box reports 0 high: assume ten rows. */
const FALLBACK_HEIGHT = IDEA_ROW_HEIGHT * 10;
const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: FALLBACK_HEIGHT }));

interface IdeaListProps {
  ideas: readonly Idea[];
  ranks: ReadonlyMap<string, number>;
  /** Each idea's rank with its likely places, from the tournament's intervals. */
  places?: ReadonlyMap<string, RankInterval>;
  hrefFor: (idea: Idea) => string;
  label?: string;
  /** Given where ideas can be ticked for bulk actions. */
  selection?: IdeaSelection;
  /** Ideas whose conversion is in flight. */
  converting?: ReadonlySet<string>;
  /** Given where the headers sort the list. */
  sort?: IdeaListSort;
}

/**
 * Only the rows in view (plus a few either side) are in the DOM, so 10,000 ideas scroll like 10.
 * Rows have one fixed height: measured rows would need layout, which a filter change must not wait on.
 */
export function IdeaList({
  ideas,
  ranks,
  places,
  hrefFor,
  label = 'Ideas',
  selection,
  converting,
  sort,
}: IdeaListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser hands back fresh functions each render by design; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ideas.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => IDEA_ROW_HEIGHT,
    overscan: 8,
    observeElementRect: observeRect,
    getItemKey: (index) => ideas[index].id,
  });
  const rememberScroll = useScrollMemory((offset) => virtualizer.scrollToOffset(offset));

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={ideas.length + 1}
      className="@container overflow-hidden rounded-ui border border-border bg-surface"
    >
      <IdeaListHeader sort={sort} />
      <div ref={scrollRef} role="rowgroup" className="max-h-[70vh] overflow-auto" onScroll={rememberScroll}>
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const idea = ideas[item.index];
            return (
              <IdeaRow
                key={item.key}
                idea={idea}
                rank={ranks.get(idea.id) ?? item.index + 1}
                place={places?.get(idea.id)}
                href={hrefFor(idea)}
                rowIndex={item.index + 2}
                selected={selection ? selection.ids.has(idea.id) : undefined}
                onToggle={selection?.toggle}
                converting={converting?.has(idea.id)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
