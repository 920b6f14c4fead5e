/**
 * A labelled search box: the keyword a list is filtered by, or a picker's search. With `loading`
 * the box shows while the search runs.
 */
export function SearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  loading?: boolean;
  onChange: (value: string) => void;
}) {
  const input = (
    <input
      id={props.id}
      type="search"
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.loading === undefined ? (
        input
      ) : (
        <div className={props.loading ? 'ui input loading' : 'ui input'}>{input}</div>
      )}
    </div>
  );
}
