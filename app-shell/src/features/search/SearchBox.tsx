import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation, useMatch, useNavigate } from "react-router";
import { catalogLimits, searchAllowed, timings } from "../../core";
import { useChanged } from "../../shared/hooks/useChanged";
import { useDebouncedValue } from "../../shared/hooks/useDebouncedValue";
import { productHref } from "../../shared/catalog/productImage";
import { useSearch } from "./api";
import { SearchPanel, searchResultsPath } from "./SearchPanel";

/**
 * The header's search box. Suggestions are asked for once the text has rested for the core's
 * search debounce, and only for text the core allows; the panel closes on Escape, a click
 * outside, leaving the box and a route change. Enter opens the highlighted suggestion, or the
 * results page when there is text.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const settled = useDebouncedValue(text, timings().searchDebounce);
  const allowed = searchAllowed(settled);
  const search = useSearch(settled.trim(), catalogLimits().headerSearch, allowed, true);
  const products = allowed ? (search.data?.products ?? []) : [];
  const currency = search.data?.currency;
  const waiting = !allowed || settled !== text || search.isPending;
  const visible = open && searchAllowed(text);

  // A route change closes the panel; on the results page the box shows what was searched (from
  // the first render on: `shownWord` starts unset). Both happen while rendering, so no render
  // shows the old state on the new page.
  if (useChanged(location.pathname + location.search)) {
    setOpen(false);
    setActive(-1);
  }
  const resultsWord = useMatch("/shop/catalog/search/:word")?.params.word;
  const [shownWord, setShownWord] = useState<string>();
  if (resultsWord !== shownWord) {
    setShownWord(resultsWord);
    if (resultsWord !== undefined) setText(resultsWord);
  }

  // So does a click anywhere outside the box.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("mousedown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("mousedown", onPointerDown);
    };
  }, [visible]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (visible) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!searchAllowed(text)) return;
      event.preventDefault();
      setOpen(true);
      if (products.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Walks the suggestions and back to the text box (-1).
      const slots = products.length + 1;
      setActive((current) => ((current + 1 + step + slots) % slots) - 1);
    }
  };

  const highlighted = visible && active >= 0 && active < products.length ? products[active] : undefined;

  return (
    <form
      className="search-box"
      role="search"
      ref={rootRef}
      data-testid="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (highlighted) go(productHref(highlighted));
        else if (searchAllowed(text)) {
          go(searchResultsPath(text));
          inputRef.current?.blur();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        <FormattedMessage id="search.label" />
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        className="search-box__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: "search.placeholder" })}
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted ? optionId(active) : undefined}
        data-testid="search-input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit" aria-label={intl.formatMessage({ id: "search.submit" })}>
        <span className="icon icon--search" aria-hidden="true" />
      </button>
      <SearchPanel
        listId={listId}
        optionId={optionId}
        visible={visible}
        products={products}
        currency={currency}
        active={active}
        waiting={waiting}
        failed={search.isError}
        query={settled}
        onChoose={() => setOpen(false)}
      />
    </form>
  );
}
