import { useId, type ReactNode } from 'react';
import { NOT_GIVEN, percentLabel, referenceText, type Proposal } from '../../domain/proposal/proposal';

// The proposal page's document (docs/product.md, "Proposal"): the Specific Aims sections, a
// section the idea says nothing about saying so. Marked data-print-document, it is all a printout
// shows (src/ui/styles.css).

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5 break-inside-avoid">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const notGiven = <p className="text-fg-muted">{NOT_GIVEN}</p>;

function Background({ proposal }: { proposal: Proposal }) {
  if (!proposal.background.length) return notGiven;
  return (
    <p>
      {proposal.background.map((sentence, i) => (
        <span key={i}>
          {i > 0 && ' '}
          {sentence.text}
          {sentence.cites.map((n) => (
            <a key={n} href={`#reference-${n}`} className="text-accent-text underline">
              {' '}
              [{n}]
            </a>
          ))}
        </span>
      ))}
    </p>
  );
}

function Aims({ proposal }: { proposal: Proposal }) {
  if (!proposal.aims.length) return notGiven;
  return (
    <ol aria-label="Specific aims" className="flex flex-col gap-1">
      {proposal.aims.map((aim, i) => (
        <li key={i}>
          <span className="font-semibold">Aim {i + 1}.</span> {aim.aim}
        </li>
      ))}
    </ol>
  );
}

function Approach({ proposal }: { proposal: Proposal }) {
  if (!proposal.approach.length && !proposal.approachNotes.length) return notGiven;
  return (
    <>
      {proposal.approach.length > 0 && (
        <ol aria-label="Approach" className="list-decimal space-y-0.5 pl-5">
          {proposal.approach.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      )}
      {proposal.approachNotes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}

function Outcomes({ proposal }: { proposal: Proposal }) {
  if (!proposal.expectedOutcomes.length) return notGiven;
  return (
    <ul aria-label="Expected outcomes" className="list-disc space-y-0.5 pl-5">
      {proposal.expectedOutcomes.map((outcome, i) => (
        <li key={i}>{outcome}</li>
      ))}
    </ul>
  );
}

function Risks({ proposal }: { proposal: Proposal }) {
  if (!proposal.risks.length && !proposal.alternatives) return notGiven;
  return (
    <>
      {proposal.risks.length > 0 && (
        <ul aria-label="Risks" className="list-disc space-y-0.5 pl-5">
          {proposal.risks.map((r, i) => (
            <li key={i}>
              {r.risk} <span className="text-fg-muted">(probability {percentLabel(r.probability)})</span>
            </li>
          ))}
        </ul>
      )}
      {proposal.alternatives && <p>Alternatives: {proposal.alternatives}</p>}
    </>
  );
}

function References({ proposal }: { proposal: Proposal }) {
  if (!proposal.references.length) return <p className="text-fg-muted">No published work was cited.</p>;
  return (
    <ol aria-label="References" className="flex flex-col gap-1">
      {proposal.references.map((ref) => (
        <li key={ref.number} id={`reference-${ref.number}`}>
          [{ref.number}] {referenceText(ref)}{' '}
          <a href={ref.url} className="break-all text-accent-text underline">
            {ref.doi ? `doi:${ref.doi}` : ref.url}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The proposal as one readable page; printed, it is all that shows. */
export function ProposalDocument({ proposal }: { proposal: Proposal }) {
  return (
    <article
      data-print-document
      aria-label="Proposal"
      className="flex max-w-3xl flex-col gap-4 rounded-ui border border-border bg-surface p-6 text-sm leading-relaxed break-words print:max-w-none print:border-0 print:p-0"
    >
      <h2 className="text-xl font-semibold">{proposal.title}</h2>
      <Section title="Background">
        <Background proposal={proposal} />
      </Section>
      <Section title="Hypothesis">{proposal.hypothesis ? <p>{proposal.hypothesis}</p> : notGiven}</Section>
      <Section title="Specific aims">
        <Aims proposal={proposal} />
      </Section>
      <Section title="Approach">
        <Approach proposal={proposal} />
      </Section>
      <Section title="Expected outcomes">
        <Outcomes proposal={proposal} />
      </Section>
      <Section title="Risks and alternatives">
        <Risks proposal={proposal} />
      </Section>
      <Section title="References">
        <References proposal={proposal} />
      </Section>
    </article>
  );
}
