import { FileInput } from '@mantine/core';
import { useState } from 'react';
import { m } from '../../../common/i18n/messages';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const IMAGE_MAX_BYTES = 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImageInputProps {
  /** A team's logo or a board member's photo. */
  kind: 'logo' | 'photo';
  onChange: (dataUrl: string | null) => void;
  required?: boolean;
  /** A problem the form found, e.g. no photo chosen. */
  error?: string | undefined;
}

/**
 * Picks a team logo or a board photo and hands it on as a data URL. The checks here only save a
 * pointless upload: the server checks the content itself and scales it to at most 256 px.
 */
export function ImageInput({ kind, onChange, required = false, error: formError }: ImageInputProps) {
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | null) {
    setError(null);
    if (!file) return onChange(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setError(m.common_image_types());
      return onChange(null);
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(kind === 'logo' ? m.common_image_logo_too_big() : m.common_image_photo_too_big());
      return onChange(null);
    }
    onChange(await readAsDataUrl(file));
  }

  return (
    <FileInput
      label={kind === 'logo' ? m.common_image_logo() : m.common_image_photo()}
      required={required}
      description={m.common_image_description()}
      accept={IMAGE_TYPES.join(',')}
      clearable
      error={error ?? formError}
      onChange={(file) => void pick(file)}
    />
  );
}
