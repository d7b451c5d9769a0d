import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { labelStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { UPLOAD_ACCEPT, type UploadError, uploadError } from '../../logic/upload.ts';
import { Button } from '../Button/Button.tsx';
import { FieldError } from '../Field/FieldError.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { fileUploadMessages as messages } from './FileUpload.messages.ts';
import { chooseLabelStyles, dropZoneStyles, fileRowStyles, hiddenInputStyles } from './FileUpload.styles.ts';

const Title = styledElement('p', { ...labelStyles, margin: 0, marginBottom: 'var(--space-1)' });
const DropZone = styledElement('div', dropZoneStyles);
const ChooseLabel = styledElement('label', chooseLabelStyles);
const HiddenInput = styledElement('input', hiddenInputStyles);
const FileRow = styledElement('div', fileRowStyles);
const Chosen = styledElement('div', { display: 'grid', gap: 'var(--space-2)' });
const Rules = styledElement('p', { margin: 0, fontSize: 'var(--font-size-0)' });

export type FileUploadProps = {
  /** What the document is (e.g. "Proof of address"). */
  label: ReactNode;
  /** Called with an accepted file, or null when the file is removed. Refused files never reach it. */
  onFileChange: (file: File | null) => void;
  /** Shows the upload in progress. @default false */
  uploading?: boolean;
  /** How much of the upload has been sent, 0–100, while `uploading`; without it a spinner shows. */
  progress?: number | undefined;
  /** An error from the server, shown like the local ones. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
};

/** Spec 5 document upload: jpg, jpeg, png, pdf under 25 MB, chosen or dropped. */
export function FileUpload({
  label,
  onFileChange,
  uploading = false,
  progress,
  error,
  disabled,
  name,
}: FileUploadProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<UploadError | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = uploadError(candidate);
    setRefusal(problem);
    if (problem) return;
    setFile(candidate);
    onFileChange(candidate);
  };
  const remove = () => {
    setFile(null);
    setRefusal(null);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    inputRef.current?.focus();
  };
  const message =
    refusal === 'type'
      ? intl.formatMessage(messages.invalidType)
      : refusal === 'size'
        ? intl.formatMessage(messages.tooLarge)
        : error;
  const errorId = `${id}-error`;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <Title id={`${id}-title`}>{label}</Title>
      {file ? (
        <Chosen>
          <FileRow data-part="file">
            <Icon name={uploading ? 'upload' : 'check'} />
            <span data-part="name">{file.name}</span>
            {uploading ? (
              progress === undefined && (
                <Spinner size="small" label={intl.formatMessage(messages.uploading, { name: file.name })} />
              )
            ) : (
              <Button
                kind="tertiary"
                size="xs-small"
                iconOnly
                icon={<Icon name="close" />}
                aria-label={intl.formatMessage(messages.remove, { name: file.name })}
                disabled={disabled}
                onClick={remove}
              />
            )}
          </FileRow>
          {uploading && progress !== undefined && (
            <ProgressBar
              label={intl.formatMessage(messages.uploading, { name: file.name })}
              value={progress}
              valueText={intl.formatNumber(Math.min(100, Math.max(0, progress)) / 100, {
                style: 'percent',
                maximumFractionDigits: 0,
              })}
              size="small"
            />
          )}
        </Chosen>
      ) : (
        <DropZone
          data-dragging={dragging || undefined}
          data-invalid={message ? true : undefined}
          data-disabled={disabled || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Icon name="upload" />
          <ChooseLabel htmlFor={id} id={`${id}-choose`}>
            {intl.formatMessage(messages.choose)}
          </ChooseLabel>
          <HiddenInput
            ref={inputRef}
            id={id}
            type="file"
            name={name}
            accept={UPLOAD_ACCEPT}
            disabled={disabled}
            aria-describedby={[`${id}-rules`, message ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            aria-labelledby={`${id}-title ${id}-choose`}
            onChange={(event) => take(event.target.files?.[0])}
          />
          <Rules id={`${id}-rules`}>
            {intl.formatMessage(messages.dropHere)} · {intl.formatMessage(messages.rules)}
          </Rules>
        </DropZone>
      )}
      <div aria-live="polite">{message && <FieldError id={errorId}>{message}</FieldError>}</div>
    </div>
  );
}
