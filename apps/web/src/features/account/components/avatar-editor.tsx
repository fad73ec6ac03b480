import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@mzansi/contracts/account';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarFileProblem } from '../api/avatar-rules';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';

/** Profile photo: pick, preview, then save (or cancel); remove when there is one. */
export function AvatarEditor({ initials, avatarUrl }: { initials: string; avatarUrl: string | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { t } = useTranslation('account');

  // The preview URL is released when it is replaced and when the editor goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(next: File | null) {
    setFile(next);
    setPreview(next ? URL.createObjectURL(next) : null);
  }

  function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const issue = avatarFileProblem(chosen);
    setProblem(issue);
    choose(issue ? null : chosen);
  }

  function handleSave() {
    if (!file) return;
    upload.mutate(file, { onSuccess: () => choose(null) });
  }

  function handleCancel() {
    choose(null);
    setProblem(null);
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="relative">
        {preview ? (
          <img src={preview} alt={t('avatar.previewAlt')} className="size-24 rounded-full object-cover" />
        ) : (
          <Avatar initials={initials} src={avatarUrl} size="lg" />
        )}
      </div>
      <div className="flex flex-col items-center gap-3 sm:items-start">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={handleChoose}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
        />
        {file ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={handleSave} disabled={upload.isPending}>
              {upload.isPending ? <Spinner className="size-4" /> : null}
              {upload.isPending ? t('avatar.saving') : t('avatar.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={handleCancel} disabled={upload.isPending}>
              {t('avatar.cancel')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border bg-surface-2 px-3 text-sm font-semibold hover:bg-surface-3 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
            >
              <Camera className="size-4" aria-hidden="true" />
              {avatarUrl ? t('avatar.change') : t('avatar.add')}
            </label>
            {avatarUrl ? (
              <Button size="sm" variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('avatar.remove')}
              </Button>
            ) : null}
          </div>
        )}
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {t('avatar.hint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </p>
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      </div>
    </div>
  );
}
