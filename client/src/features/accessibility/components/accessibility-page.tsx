// /accessibility: the accessibility statement. The WCAG 2.2 AA target, what the tests check, the barriers
// known today and how to report one (the resort's email and phone from content, and the contact page).

import type { LucideIcon } from 'lucide-react';
import { Accessibility, ClipboardCheck, Mail, MessageCircle, Phone, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { HeroHeading } from '@/components/photo-hero';
import { useContent } from '@/features/content';
import { telHref } from '@/lib/utils';
import { useAccessibilityText } from '../messages';

const POINTS = {
  target: ['structure', 'keyboard', 'motion', 'language'],
  testing: ['axe', 'journeys', 'layout', 'keyboard'],
  limits: ['map', 'charts', 'staff', 'manual'],
} as const;

type Part = keyof typeof POINTS;

// a card (components/ui/card.tsx) that is a section of the statement
const sectionClass = 'rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-8';

const linkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-primary underline underline-offset-4 hover:text-primary/80 [&_svg]:size-4';

/** One part of the statement: its heading, an optional lead paragraph, then its points as a list. */
const StatementPart = ({ part, icon: Icon, lead }: { part: Part; icon: LucideIcon; lead?: string }) => {
  const { t } = useAccessibilityText();
  const titleId = `accessibility-${part}-title`;
  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className="flex items-center gap-3 text-2xl font-semibold">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary [&_svg]:size-5">
          <Icon aria-hidden="true" />
        </span>
        {t(`${part}.title`)}
      </h2>
      {lead ? <p className="mt-4 leading-relaxed text-foreground">{lead}</p> : null}
      <ul className="mt-4 grid gap-3 leading-relaxed text-muted-foreground">
        {POINTS[part].map((point) => (
          <li key={point} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
            <span>{t(`${part}.points.${point}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default function AccessibilityPage() {
  const { t } = useAccessibilityText();
  useDocumentTitle(t('title'));
  const { content } = useContent();
  const phone = content('contact_phone');
  const email = content('contact_email');
  return (
    <>
      <section
        aria-labelledby="accessibility-page-title"
        className="bg-gradient-to-br from-primary via-[#0a6170] to-[#0e7c86] text-white"
      >
        <div className="mx-auto w-full max-w-4xl px-4 pb-20 pt-12 sm:px-6 sm:pb-24 sm:pt-16 lg:px-8">
          <HeroHeading
            titleId="accessibility-page-title"
            eyebrow={t('eyebrow')}
            title={t('heading')}
            lead={t('intro')}
            titleClassName="mt-3 text-4xl font-semibold sm:text-5xl"
            leadClassName="mt-4 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg"
          />
        </div>
      </section>

      <div className="mx-auto -mt-10 grid w-full max-w-4xl gap-6 px-4 pb-16 sm:px-6 lg:px-8">
        <StatementPart part="target" icon={Accessibility} lead={t('target.text')} />
        <StatementPart part="testing" icon={ClipboardCheck} />
        <StatementPart part="limits" icon={TriangleAlert} lead={t('limits.intro')} />

        <section aria-labelledby="accessibility-report-title" className={sectionClass}>
          <h2 id="accessibility-report-title" className="flex items-center gap-3 text-2xl font-semibold">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary [&_svg]:size-5">
              <MessageCircle aria-hidden="true" />
            </span>
            {t('report.title')}
          </h2>
          <p className="mt-4 leading-relaxed text-foreground">{t('report.text')}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-sand/60 p-4">
              <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
                {t('report.email')}
              </dt>
              <dd className="mt-1.5 break-all">
                <a href={`mailto:${email}`} className={linkClass}>
                  <Mail aria-hidden="true" />
                  {email}
                </a>
              </dd>
            </div>
            <div className="rounded-xl bg-sand/60 p-4">
              <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
                {t('report.phone')}
              </dt>
              <dd className="mt-1.5">
                <a href={telHref(phone)} className={linkClass}>
                  <Phone aria-hidden="true" />
                  {phone}
                </a>
              </dd>
            </div>
          </dl>
          <p className="mt-5">
            <Link href="/contact" className={linkClass}>
              {t('report.contact')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
