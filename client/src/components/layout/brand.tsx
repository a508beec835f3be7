import { Link } from 'wouter';
import { useCommonText } from '@/lib/i18n/common';
import { cn } from '@/lib/utils';

/** The resort's mark: a setting sun over two waves ("alon" is Filipino for wave). */
export const BrandMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
    <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.14" />
    <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeOpacity="0.35" />
    <path d="M11.5 21a8.5 8.5 0 0 1 17 0z" fill="#e8774f" />
    <path
      d="M8 24.5c2 0 2-1.4 4-1.4s2 1.4 4 1.4 2-1.4 4-1.4 2 1.4 4 1.4 2-1.4 4-1.4 2 1.4 4 1.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
    />
    <path
      d="M11 29c1.8 0 1.8-1.2 3.6-1.2s1.8 1.2 3.6 1.2 1.8-1.2 3.6-1.2 1.8 1.2 3.6 1.2 1.8-1.2 3.6-1.2"
      fill="none"
      stroke="currentColor"
      strokeOpacity="0.7"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </svg>
);

/** Logo mark and the 'Casa Alon' wordmark, linking home. */
export const Brand = ({ className, onNavigate }: { className?: string; onNavigate?: () => void }) => {
  const { t } = useCommonText();
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn('group inline-flex shrink-0 items-center gap-2.5 rounded-lg', className)}
      aria-label={t('brand.home')}
    >
      <BrandMark />
      {/* The space makes the visible text 'Casa Alon Beach Resort', which the link's name must contain
        (WCAG 2.5.3); a flex column does not draw it. */}
      <span className="flex flex-col leading-none whitespace-nowrap">
        <span className="font-display text-xl font-semibold tracking-tight sm:text-[1.35rem]">Casa Alon</span>{' '}
        <span className="mt-1 text-[0.6rem] font-semibold uppercase tracking-[0.32em] opacity-90">
          {t('brand.tagline')}
        </span>
      </span>
    </Link>
  );
};
