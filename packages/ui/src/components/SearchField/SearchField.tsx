import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { createDebouncer } from '../../logic/debounce.ts';
import { Icon } from '../Icon/Icon.tsx';
import { DEFAULT_SEARCH_DEBOUNCE_MS, type SearchFieldProps } from './SearchField.props.ts';
import {
  clearStyles,
  controlRowStyles,
  hintStylesFor,
  inputStyles,
  labelStylesFor,
  wrapperStyles,
} from './SearchField.styles.ts';

export const searchFieldMessages = defineMessages({
  clear: { id: 'ui.searchField.clear', defaultMessage: 'Clear search' },
  results: defineMessage<{ count: number }>({
    id: 'ui.searchField.results',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  }),
});

const Wrapper = styledElement('div', wrapperStyles);
const Label = styledElement('label', labelStylesFor);
const Row = styledElement('div', controlRowStyles);
const Input = styledElement('input', inputStyles);
const Clear = styledElement('button', clearStyles);
const Hint = styledElement('p', hintStylesFor);

/**
 * Instant search: a searchbox whose query reaches `onChange` after a pause in typing (`debounceMs`),
 * at once on Enter or clear; Escape clears (the browser's own search behaviour); a clear button; and
 * the result count as a hint the input is described by.
 */
export function SearchField({
  label,
  hideLabel = false,
  value,
  onChange,
  debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
  placeholder,
  resultCount,
  name = 'q',
}: SearchFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // The last query this field sent: a `value` that differs came from outside and replaces the text.
  const sent = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const debouncer = useMemo(
    () =>
      createDebouncer<string>(debounceMs, (query) => {
        if (query === sent.current) return;
        sent.current = query;
        onChangeRef.current(query);
      }),
    [debounceMs],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    debouncer.cancel();
    setText(value);
  }, [value, debouncer]);

  const commitNow = (query: string) => {
    debouncer.cancel();
    if (query === sent.current) return;
    sent.current = query;
    onChangeRef.current(query);
  };

  const clear = () => {
    setText('');
    commitNow('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitNow(text);
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      // Escape inside a drawer clears first; only an empty field lets it close the drawer.
      event.stopPropagation();
      clear();
    }
  };

  return (
    <Wrapper data-part="search-field">
      <Label htmlFor={id} data-hidden={hideLabel || undefined}>
        {label}
      </Label>
      <Row>
        <Icon name="search" />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          name={name}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={resultCount !== undefined ? hintId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            // No pause asked for: in the same event, not a timer later (a timer task waits behind
            // whatever the page is busy with, such as the previous results' images arriving).
            if (debounceMs > 0) debouncer.call(event.target.value);
            else commitNow(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <Clear type="button" aria-label={intl.formatMessage(searchFieldMessages.clear)} onClick={clear}>
            <Icon name="close" />
          </Clear>
        )}
      </Row>
      {resultCount !== undefined && (
        <Hint id={hintId}>{intl.formatMessage(searchFieldMessages.results, { count: resultCount })}</Hint>
      )}
    </Wrapper>
  );
}
