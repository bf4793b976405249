import { TextField } from "~/components/form-fields";
import { MoneyField, PercentField } from "~/features/tools/fields";
import { RowFieldsets } from "~/features/tools/tool-rows";
import { newDebtRow, type DebtRow } from "~/features/tools/domain/debt-payoff";

/** The planner's debts, each with the spec's four fields. */
export function DebtInputs({ initialRows, sync }: { initialRows: readonly DebtRow[]; sync: () => void }) {
  return (
    <RowFieldsets
      title="Your debts"
      hint="A debt counts once it has a name and a balance above 0."
      noun="Debt"
      initialRows={initialRows}
      newRow={newDebtRow}
      sync={sync}
      fields={(row, _index, id) => (
        <div className="grid items-end gap-3 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <TextField label="Debt name" name="name" id={id("name")} defaultValue={row.values.name} autoComplete="off" maxLength={100} />
          </div>
          <MoneyField label="Balance" name="balance" defaultValue={row.values.balance} />
          <PercentField label="Interest rate" name="interestRate" defaultValue={row.values.interestRate} />
          <MoneyField label="Minimum payment" name="minimumPayment" defaultValue={row.values.minimumPayment} />
        </div>
      )}
    />
  );
}
