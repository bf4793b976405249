/**
 * Repeated rows (debts, goals) that can be added and removed with or without JavaScript.
 * Without it, Add and Remove are submit buttons (`addRow`, `removeRow=<row>`) and the route's loader
 * redirects to the plan with the change applied (`applyRowAction`). With it, the same buttons change
 * the rows in the page and `sync()` brings the URL and the results along.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { ToolSection } from "~/features/tools/tool-page";
import { MAX_ROWS } from "~/features/tools/domain/query";
import { ADD_ROW_KEY, canAddRow, canRemoveRow, REMOVE_ROW_KEY } from "~/features/tools/domain/rows";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";

export interface ToolRow<R> {
  /** Stable across removals, so each row keeps its inputs (and their ids) while others go. */
  key: number;
  /** The row's values when it appeared: its inputs' defaultValues. */
  values: R;
}

function useToolRows<R>(initial: readonly R[], newRow: (row: number) => R, sync: () => void) {
  const [rows, setRows] = useState<ToolRow<R>[]>(() => initial.map((values, key) => ({ key, values })));
  const nextKey = useRef(initial.length);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Set by a change, acted on once it has rendered: where the keyboard goes next.
  const focusNext = useRef<"new row" | "add button" | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    sync();
    // A new row's first field takes the focus. After Remove the pressed button is gone: keep the
    // keyboard in the list rather than at the page top.
    if (target === "add button") addButton.current?.focus();
    else list.current?.lastElementChild?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [rows, sync]);

  return {
    rows,
    canAdd: canAddRow(rows.length),
    canRemove: canRemoveRow(rows.length),
    list,
    addButton,
    add() {
      focusNext.current = "new row";
      setRows((current) => (canAddRow(current.length) ? [...current, { key: nextKey.current++, values: newRow(current.length) }] : current));
    },
    remove(key: number) {
      focusNext.current = "add button";
      setRows((current) => (canRemoveRow(current.length) ? current.filter((row) => row.key !== key) : current));
    },
  };
}

/**
 * The form's first submit button, invisible: pressing Enter in a field submits with the first
 * submit button in the form, which must be this "Calculate" rather than a row's Remove.
 */
export function DefaultSubmit() {
  const t = useTranslate();
  return (
    <button type="submit" tabIndex={-1} className="sr-only">
      {t("tools.common.calculate")}
    </button>
  );
}

function AddRowButton({ children, onAdd, buttonRef }: { children: ReactNode; onAdd: () => void; buttonRef: RefObject<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      name={ADD_ROW_KEY}
      value="1"
      // A half-typed field elsewhere must not block adding a row without JavaScript.
      formNoValidate
      className="button-secondary print:hidden"
      onClick={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      {children}
    </button>
  );
}

/** `label` names the row for screen readers ("Remove debt 2"). */
function RemoveRowButton({ row, label, onRemove }: { row: number; label: string; onRemove: () => void }) {
  const t = useTranslate();
  return (
    <button
      type="submit"
      name={REMOVE_ROW_KEY}
      value={row}
      formNoValidate
      aria-label={label}
      className="button-remove print:hidden"
      onClick={(event) => {
        event.preventDefault();
        onRemove();
      }}
    >
      {t("tools.common.remove")}
    </button>
  );
}

/** The words of a tool's rows, as catalogue keys: `row` and `removeRow` take the row's `{number}`, `rowLimit` the `{max}`. */
export interface RowTexts {
  row: MessageKey;
  removeRow: MessageKey;
  addRow: MessageKey;
  rowLimit: MessageKey;
}

/**
 * A tool's list of rows: a fieldset per row ("Debt 1", "Debt 2", ...) holding the fields `fields`
 * renders, a Remove button while more than one row remains, and an Add button up to MAX_ROWS.
 */
export function RowFieldsets<R>({
  title,
  hint,
  noun,
  texts,
  initialRows,
  newRow,
  sync,
  fields,
}: {
  title: string;
  hint: string;
  /** One row, capitalised: "Debt", "Goal" (the fields' ids; `texts` say it in the page's language). */
  noun: string;
  texts: RowTexts;
  initialRows: readonly R[];
  newRow: (row: number) => R;
  /** useToolForm's `sync`. */
  sync: () => void;
  /** The row's inputs; `id(field)` gives each a page-unique id that stays with the row. */
  fields: (row: ToolRow<R>, index: number, id: (field: string) => string) => ReactNode;
}) {
  const { rows, canAdd, canRemove, list, addButton, add, remove } = useToolRows(initialRows, newRow, sync);
  const t = useTranslate();
  const lower = noun.toLowerCase();
  // Row numbers are small (MAX_ROWS): written as digits in every language.
  const numbered = (key: MessageKey, index: number) => t(key, { number: String(index + 1) });
  return (
    // Not printed: the printed results restate every row that counts.
    <ToolSection title={title} className="print:hidden">
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <ol ref={list} className="mt-4 space-y-4">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="rounded-lg border border-slate-300 p-4 print:break-inside-avoid">
              <legend className="px-1 text-sm font-semibold text-slate-800">{numbered(texts.row, index)}</legend>
              {fields(row, index, (field) => `${lower}-${row.key}-${field}`)}
              {canRemove ? (
                <div className="mt-2 text-right">
                  <RemoveRowButton row={index} label={numbered(texts.removeRow, index)} onRemove={() => remove(row.key)} />
                </div>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        {canAdd ? (
          <AddRowButton onAdd={add} buttonRef={addButton}>
            {t(texts.addRow)}
          </AddRowButton>
        ) : (
          <p className="text-sm text-slate-600">{t(texts.rowLimit, { max: String(MAX_ROWS) })}</p>
        )}
      </div>
    </ToolSection>
  );
}
