import { TextField } from "~/components/form-fields";
import { MoneyField, PercentField } from "~/features/tools/fields";
import { RowFieldsets, type RowTexts } from "~/features/tools/tool-rows";
import { newDebtRow, type DebtRow } from "~/features/tools/domain/debt-payoff";
import { useTranslate } from "~/hooks/use-translate";

const ROW_TEXTS: RowTexts = {
  row: "tools.debt.row",
  removeRow: "tools.debt.removeRow",
  addRow: "tools.debt.addRow",
  rowLimit: "tools.debt.rowLimit",
};

/** The planner's debts, each with the spec's four fields. */
export function DebtInputs({ initialRows, sync }: { initialRows: readonly DebtRow[]; sync: () => void }) {
  const t = useTranslate();
  return (
    <RowFieldsets
      title={t("tools.debt.debtsTitle")}
      hint={t("tools.debt.debtsHint")}
      noun="Debt"
      texts={ROW_TEXTS}
      initialRows={initialRows}
      newRow={newDebtRow}
      sync={sync}
      fields={(row, _index, id) => (
        <div className="grid items-end gap-3 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <TextField
              label={t("tools.debt.name")}
              name="name"
              id={id("name")}
              defaultValue={row.values.name}
              autoComplete="off"
              maxLength={100}
            />
          </div>
          <MoneyField label={t("tools.debt.balance")} name="balance" defaultValue={row.values.balance} />
          <PercentField label={t("tools.debt.interestRate")} name="interestRate" defaultValue={row.values.interestRate} />
          <MoneyField label={t("tools.debt.minimumPayment")} name="minimumPayment" defaultValue={row.values.minimumPayment} />
        </div>
      )}
    />
  );
}
