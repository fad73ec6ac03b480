import type { Suggestion } from '@mzansi/contracts/discovery';
import { clsx } from 'clsx';
import { Film, Languages, Search, Tag, UserRound } from 'lucide-react';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SUGGEST_MIN_LENGTH } from '../api/search-titles';

const KIND_ICONS = { title: Film, person: UserRound, genre: Tag, language: Languages } as const;

/**
 * Counts are announced once they stop changing for this long: suggestions and results change at every key, and a
 * polite live region would otherwise queue one announcement per key.
 */
export const SEARCH_ANNOUNCE_DELAY_MS = 1000;

interface SearchComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button without a highlighted suggestion */
  onSubmit: (value: string) => void;
  /** Enter or a click on a suggestion */
  onChoose: (suggestion: Suggestion) => void;
  /** the field lost focus */
  onBlur?: () => void;
  suggestions: readonly Suggestion[];
  /** the query `suggestions` answer (an older one while the next loads) */
  suggestionsFor?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const optionId = (idPrefix: string, index: number) => `${idPrefix}-option-${index}`;

/**
 * The options of the listbox. Memoised: the field re-renders at every key, the options only when the suggestions
 * or the highlighted one change.
 */
const SuggestionOptions = memo(function SuggestionOptions({
  suggestions,
  activeIndex,
  idPrefix,
  onPick,
  onHover,
}: {
  suggestions: readonly Suggestion[];
  activeIndex: number;
  idPrefix: string;
  onPick: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const kindNames: Record<Suggestion['kind'], string> = {
    title: t('search.kindTitle'),
    person: t('search.kindPerson'),
    genre: t('search.kindGenre'),
    language: t('search.kindLanguage'),
  };
  return suggestions.map((suggestion, index) => {
    const Icon = KIND_ICONS[suggestion.kind];
    return (
      // The keyboard drives the options from the field (aria-activedescendant), as ARIA 1.2 combobox asks.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={`${suggestion.kind}:${suggestion.href}`}
        id={optionId(idPrefix, index)}
        role="option"
        aria-selected={index === activeIndex}
        // Keeps focus in the field, so the click lands before the list closes on blur.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(suggestion)}
        onMouseMove={() => index !== activeIndex && onHover(index)}
        className={clsx(
          'flex cursor-pointer items-center gap-3 px-3 py-2.5',
          index === activeIndex ? 'bg-surface-3' : 'hover:bg-surface-3',
        )}
      >
        <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate font-semibold">{suggestion.label}</span>
        <span className="shrink-0 text-xs text-muted">{suggestion.detail ?? kindNames[suggestion.kind]}</span>
      </li>
    );
  });
});

/**
 * The search field with autocomplete, an ARIA 1.2 combobox: the list opens as you type, ArrowDown/ArrowUp move through
 * it (focus stays in the field, aria-activedescendant says where), Enter opens the highlighted suggestion, Escape
 * closes the list.
 */
export function SearchCombobox({
  value,
  onChange,
  onSubmit,
  onChoose,
  onBlur,
  suggestions,
  suggestionsFor = '',
  inputRef,
}: SearchComboboxProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [expanded, setExpanded] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const open = focused && expanded && suggestions.length > 0 && value.trim().length >= SUGGEST_MIN_LENGTH;
  const activeIndex = open && active < suggestions.length ? active : -1;
  const announcement = useDebouncedValue(
    open ? t('search.announceSuggestions', { count: suggestions.length }) : '',
    SEARCH_ANNOUNCE_DELAY_MS,
  );

  function choose(suggestion: Suggestion) {
    setExpanded(false);
    setActive(-1);
    onChoose(suggestion);
  }
  // Stable for the memoised options: the latest `choose` is read when a click happens.
  const chooseRef = useRef(choose);
  useLayoutEffect(() => {
    chooseRef.current = choose;
  });
  const handlePick = useCallback((suggestion: Suggestion) => chooseRef.current(suggestion), []);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          setActive(0);
        } else setActive((activeIndex + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          setActive(count - 1);
        } else setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]!);
        }
        return;
      case 'Escape':
        if (open) {
          // Only the list closes; the browser's own Escape (clearing the field) waits for a second press.
          event.preventDefault();
          setExpanded(false);
          setActive(-1);
        }
        return;
      default:
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExpanded(false);
    setActive(-1);
    onSubmit(value);
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative flex max-w-3xl gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.fieldLabel')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(id, activeIndex) : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          className="h-12 w-full rounded-md border border-border bg-surface pr-4 pl-11 text-base placeholder:text-muted focus:border-primary"
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          data-query={suggestionsFor}
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-border bg-surface-2 py-1 shadow-2xl"
        >
          <SuggestionOptions
            suggestions={suggestions}
            activeIndex={activeIndex}
            idPrefix={id}
            onPick={handlePick}
            onHover={setActive}
          />
        </ul>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
      <Button type="submit" size="lg">
        {t('search.submit')}
      </Button>
    </form>
  );
}
