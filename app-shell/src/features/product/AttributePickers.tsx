import { useId, type Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ConfigurableAttribute, ConfigurableConfig } from "./api";
import { attributeLabel, isColour, optionLabel, optionState, type Selection } from "./variants";

/**
 * One group per attribute of a configurable product: colour swatches or text chips (sizes).
 * Options that cannot combine with the other choices, or whose variants are all out of stock,
 * stay focusable but are marked aria-disabled, crossed out, and say why to screen readers.
 * Pressing the chosen option again clears the choice.
 */
export function AttributePickers({
  config,
  selection,
  onChoose,
  showMissing,
  ref,
}: {
  config: ConfigurableConfig;
  selection: Selection;
  onChoose: (attributeId: number, optionId: number) => void;
  /** Point at the groups still without a choice (after an add-to-cart press too early). */
  showMissing: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="pickers" ref={ref} data-testid="attribute-pickers">
      {config.attributes.map((attribute) => (
        <Picker
          key={attribute.id}
          attribute={attribute}
          config={config}
          selection={selection}
          onChoose={onChoose}
          showMissing={showMissing && selection[attribute.id] === undefined}
        />
      ))}
    </div>
  );
}

function Picker({
  attribute,
  config,
  selection,
  onChoose,
  showMissing,
}: {
  attribute: ConfigurableAttribute;
  config: ConfigurableConfig;
  selection: Selection;
  onChoose: (attributeId: number, optionId: number) => void;
  showMissing: boolean;
}) {
  const intl = useIntl();
  const legendId = useId();
  const hintId = useId();
  const colour = isColour(attribute);
  const label = attributeLabel(attribute);
  const chosen = attribute.options.find((option) => option.id === selection[attribute.id]);
  return (
    <fieldset
      className={showMissing ? "picker picker--missing" : "picker"}
      data-testid={`picker-${attribute.code}`}
      data-attribute={attribute.id}
      aria-labelledby={legendId}
      aria-describedby={showMissing ? hintId : undefined}
    >
      <legend className="picker__legend" id={legendId}>
        {chosen ? (
          <FormattedMessage
            id="product.option.chosen"
            values={{ attribute: label, value: <span key="value" className="picker__value">{optionLabel(chosen)}</span> }}
          />
        ) : (
          label
        )}
      </legend>
      <ul className={`picker__options picker__options--${colour ? "colour" : "chips"}`}>
        {attribute.options.map((option) => {
          const state = optionState(config, selection, attribute.id, option.id);
          const pressed = chosen?.id === option.id;
          const text = optionLabel(option);
          const spoken = state.disabled
            ? intl.formatMessage({ id: state.reason === "out_of_stock" ? "product.option.out_of_stock" : "product.option.unavailable" }, { value: text })
            : text;
          const classes = ["option", colour ? "option--colour" : "option--chip"];
          if (pressed) classes.push("is-selected");
          if (state.disabled) classes.push("is-disabled");
          return (
            <li key={option.id}>
              <button
                type="button"
                className={classes.join(" ")}
                aria-pressed={pressed}
                aria-disabled={state.disabled ? true : undefined}
                aria-label={colour || state.disabled ? spoken : undefined}
                title={colour || state.disabled ? spoken : undefined}
                data-testid={`option-${attribute.code}-${option.id}`}
                data-reason={state.disabled ? state.reason : undefined}
                onClick={() => {
                  if (!state.disabled || pressed) onChoose(attribute.id, option.id);
                }}
              >
                {colour ? (
                  <span className="option__swatch" style={{ background: option.swatch_value ?? undefined }} aria-hidden="true" />
                ) : (
                  <span className="option__label" aria-hidden={state.disabled ? true : undefined}>
                    {text}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {showMissing && (
        <p className="picker__hint" id={hintId} data-testid="picker-hint">
          <FormattedMessage id="product.option.hint" values={{ attribute: label }} />
        </p>
      )}
    </fieldset>
  );
}

/** The pickers while the configurable product's options load. */
export function PickersSkeleton() {
  return (
    <div className="pickers pickers--loading" aria-busy="true" data-testid="pickers-loading">
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--chips" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--chips" />
    </div>
  );
}
