// Any unknown path (spec section 2): a friendly 404 with ways back to the beach.

import { Home } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ArrowLinkButton } from '@/components/ui/arrow-link-button';
import { LinkButton } from '@/components/ui/link-button';
import { LinearGradient } from '@/components/ui/svg-gradient';
import { useCommonText } from '@/lib/i18n/common';

/** A bottle adrift on the waves under a low sun. */
const AdriftIllustration = () => (
  <svg viewBox="0 0 320 180" aria-hidden="true" className="w-full max-w-md">
    <defs>
      <LinearGradient id="nf-sky" colors={['#fde6d6', '#fff8f0']} />
      <LinearGradient id="nf-sea" colors={['#5ec4c4', '#0b5563']} />
    </defs>
    <rect width="320" height="180" rx="28" fill="url(#nf-sky)" />
    <circle cx="226" cy="92" r="34" fill="#e8774f" opacity="0.9" />
    <path
      d="M0 100c27 0 27-8 53-8s27 8 54 8 26-8 53-8 27 8 53 8 27-8 54-8 26 8 53 8v80H0z"
      fill="url(#nf-sea)"
    />
    <path
      d="M18 126c14 0 14-5 28-5s14 5 28 5M196 140c14 0 14-5 28-5s14 5 28 5M110 158c14 0 14-5 28-5s14 5 28 5"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.55"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <g transform="rotate(-24 118 106)">
      <rect x="92" y="97" width="46" height="20" rx="10" fill="#d9f1ee" stroke="#0b5563" strokeWidth="2.5" />
      <rect x="136" y="101" width="14" height="12" rx="3" fill="#d9f1ee" stroke="#0b5563" strokeWidth="2.5" />
      <rect x="149" y="101.5" width="7" height="11" rx="2" fill="#b07a4a" />
      <rect x="100" y="102" width="26" height="10" rx="2" fill="#f3e7d3" />
    </g>
    <path
      d="M60 52c6-6 12-6 18 0M84 40c5-5 10-5 15 0"
      fill="none"
      stroke="#10272d"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </svg>
);

export default function NotFoundPage() {
  const { t } = useCommonText();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
      <AdriftIllustration />
      <p className="mt-8 text-sm font-semibold uppercase tracking-[0.25em] text-accent-hover">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-3 text-4xl font-semibold text-balance sm:text-5xl">{t('notFound.heading')}</h1>
      <p className="mt-4 max-w-xl text-base text-muted-foreground sm:text-lg">{t('notFound.text')}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <LinkButton href="/" icon={Home} size="lg">
          {t('notFound.home')}
        </LinkButton>
        <ArrowLinkButton href="/rooms" size="lg" variant="outline">
          {t('notFound.rooms')}
        </ArrowLinkButton>
      </div>
    </div>
  );
}
