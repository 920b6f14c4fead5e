/**
 * A file input shown as a button in the app's language: the browser's own "Choose Files / No file
 * chosen" is in the browser's language, which left English words on the Chinese screens. The
 * native input stays in the page (visually hidden, focusable), so keyboard, screen readers and
 * the field's own <label> keep working; the button is a second label of the same input.
 */
export function FileButton(props: {
  id: string;
  text: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  title?: string;
  onFiles: (files: File[]) => void;
}) {
  const buttonClass = ['ui', 'button', props.loading && 'loading', props.disabled && 'disabled']
    .filter(Boolean)
    .join(' ');
  return (
    <span className="file-button">
      <input
        id={props.id}
        className="file-button-input"
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled || props.loading}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // the same file chosen again must fire a change again
          event.target.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
      <label htmlFor={props.id} className={buttonClass} title={props.title}>
        {props.text}
      </label>
    </span>
  );
}
