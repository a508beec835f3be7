// The header's language switch: "English" / "Filipino" as two toggle buttons in a labelled
// group, the current one pressed. A visitor's page moves to the same page in the other language
// ('/rooms' <-> '/fil/rooms'); the choice is remembered in this browser and, for a signed-in guest, saved
// on the account so the resort's emails follow it.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@domain/languages';
import { splitLanguage } from '@domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { saveAccountLanguage, useUser } from '@/features/auth';
import { applyLanguage, storeLanguage } from '@/lib/i18n';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';
import { goToPage, thisPageIn } from '@/lib/redirects';
import { cn } from '@/lib/utils';

/** Switches to `language`: remembered here, the page moved (a visitor's) or re-rendered (staff's). */
const useChooseLanguage = () => {
  const { i18n } = useCommonText();
  const { user } = useUser();
  const queryClient = useQueryClient();

  return (language: Language) => {
    if (language === i18n.language) return;
    storeLanguage(language);
    const staff = Boolean(user && user.role !== 'customer');
    // a visitor's page moves to its address in the other language (search engines list both); a staff
    // screen has one address and switches where it is
    const moving = !staff && splitLanguage(window.location.pathname).language !== language;
    const move = () => {
      if (moving) goToPage(thisPageIn(language));
    };
    if (!moving) void applyLanguage(language);
    if (user?.role === 'customer') {
      // the account's email language follows, before the page moves on
      saveAccountLanguage(language).then(
        () => (moving ? move() : queryClient.invalidateQueries({ queryKey: keys.auth.user })),
        move,
      );
    } else move();
  };
};

const buttonClass = (current: boolean, light: boolean) =>
  cn(
    'min-h-8 rounded-full px-3 whitespace-nowrap transition-colors focus-visible:outline-offset-2',
    current
      ? light
        ? 'bg-white text-primary shadow-sm'
        : 'bg-primary text-primary-foreground shadow-sm'
      : light
        ? 'text-white/90 hover:bg-white/15'
        : 'text-foreground/80 hover:bg-background',
  );

/**
 * `compact`: the codes (EN, FIL) below the large breakpoint, where the desktop bar has little room; the
 * button's name stays the language's name, which contains the code (WCAG 2.5.3).
 */
export const LanguageSwitch = ({
  className,
  light = false,
  compact = false,
}: {
  className?: string;
  light?: boolean;
  compact?: boolean;
}) => {
  const { t, i18n } = useCommonText();
  const choose = useChooseLanguage();

  return (
    <fieldset
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full border p-0.5 text-xs font-semibold',
        light ? 'border-white/40 bg-black/15' : 'border-border bg-muted/60',
        className,
      )}
    >
      <legend className="sr-only">{t('language.label')}</legend>
      <Globe
        aria-hidden="true"
        className={cn(
          'mx-1.5 size-3.5',
          compact && 'max-lg:hidden',
          light ? 'text-white/85' : 'text-muted-foreground',
        )}
      />
      {LANGUAGES.map((language) => {
        const current = language === i18n.language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={current}
            aria-label={compact ? LANGUAGE_NAMES[language] : undefined}
            onClick={() => choose(language)}
            className={buttonClass(current, light)}
          >
            {compact ? (
              <>
                <span className="lg:hidden">{language.toUpperCase()}</span>
                <span className="hidden lg:inline">{LANGUAGE_NAMES[language]}</span>
              </>
            ) : (
              LANGUAGE_NAMES[language]
            )}
          </button>
        );
      })}
    </fieldset>
  );
};
