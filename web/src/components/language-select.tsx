import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Paper, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { flagOf, LANGUAGES } from '@customer-hub/contract/constants/languages';
import { Flag } from '@/components/flags';
import classes from '@/components/language-select.module.css';
import { currentLanguage } from '@/i18n/i18n';
import { useChangeLanguage } from '@/lib/use-change-language';

interface LanguageSelectProps {
  /** Called when a signed-in user's choice could not be saved on the server. */
  onSaveError?: (error: unknown) => void;
}

const LAST = LANGUAGES.length - 1;

/**
 * Flag button opening the three languages (spec §2, top bar and sign-in), as a WAI-ARIA menu
 * button. Hand-made rather than Mantine's Menu so the sign-in page ships without a
 * positioning engine.
 */
export function LanguageSelect({ onSaveError }: LanguageSelectProps) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage(onSaveError);
  const current = currentLanguage();
  const currentIndex = Math.max(0, LANGUAGES.findIndex((l) => l.code === current));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useClickOutside<HTMLDivElement>(() => setFocusIndex(null));

  useEffect(() => {
    if (focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [focusIndex]);

  const close = (returnFocus: boolean) => {
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusIndex(event.key === 'ArrowDown' ? currentIndex : LAST);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = focusIndex ?? currentIndex;
    const moves: Record<string, number> = {
      ArrowDown: index === LAST ? 0 : index + 1,
      ArrowUp: index === 0 ? LAST : index - 1,
      Home: 0,
      End: LAST,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        c="dark"
        px="xs"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.select', { language: t(`language.names.${current}`) })}
        leftSection={<Flag code={current} />}
        onClick={() => (open ? close(false) : setFocusIndex(currentIndex))}
        onKeyDown={onButtonKeyDown}
        data-testid="language-select"
      >
        {flagOf(current)}
      </Button>
      {open && (
        <Paper
          component="ul"
          id={menuId}
          role="menu"
          aria-label={t('language.menuLabel')}
          className={classes.dropdown}
          withBorder
          shadow="md"
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map(({ code }, index) => (
            <li key={code} role="none">
              <UnstyledButton
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                role="menuitemradio"
                aria-checked={code === current}
                tabIndex={index === focusIndex ? 0 : -1}
                lang={code}
                className={classes.item}
                onClick={() => {
                  close(true);
                  void changeLanguage(code);
                }}
                data-testid={`language-option-${code}`}
              >
                <Flag code={code} />
                {t(`language.names.${code}`)}
                {code === current && <IconCheck size={16} className={classes.check} aria-hidden="true" />}
              </UnstyledButton>
            </li>
          ))}
        </Paper>
      )}
    </div>
  );
}
