import { Anchor, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { IconCheck, IconFileText, IconMovie, IconPaperclip, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { FILE_RULES } from "../../../../shared/files/files.schema";
import {
  fileRefusal,
  type Upload,
  UploadAbortedError,
  uploadFailureMessage,
  uploadFile,
} from "../../../lib/upload";

/** The file kinds each upload offers in the picker; the server checks the content (docs/product/recruitment.md §5). */
const ACCEPT = { cv: ".pdf,.doc,.docx", video: ".mp4,.webm" } as const;

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; file: File; percent: number }
  | { phase: "done"; file: File }
  | { phase: "failed"; file: File; message: string };

type CandidateFileUploadProps = {
  purpose: "cv" | "video";
  label: string;
  required?: boolean;
  /** The stored file's URL (`/api/files/…`), "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message for the field ('CV file is required'). */
  error?: string;
  /** Told when an upload starts and ends, so the form can hold its submit meanwhile. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * A CV or intro video field: pick a file, it uploads at once with a progress bar, and the field holds the
 * stored file's URL. The size is checked before sending; the server's refusal (413, 415) shows under the
 * field. Leaving the form stops an upload on its way.
 */
export function CandidateFileUpload({
  purpose,
  label,
  required = false,
  value,
  onChange,
  error,
  onUploadingChange,
}: CandidateFileUploadProps) {
  const rule = FILE_RULES[purpose];
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const upload = useRef<Upload | null>(null);
  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  // The stored file the field started with (editing): shown until another one replaces it.
  const [initial] = useState(value);

  useEffect(
    () => () => {
      upload.current?.abort();
    },
    [],
  );

  const stop = () => {
    upload.current?.abort();
    upload.current = null;
  };

  const pick = (file: File | null) => {
    stop();
    if (file === null) {
      setState({ phase: "idle" });
      onChange(initial);
      reportUploading.current(false);
      return;
    }
    const refusal = fileRefusal(file, purpose);
    if (refusal) {
      setState({ phase: "failed", file, message: refusal });
      onChange(initial);
      reportUploading.current(false);
      return;
    }
    setState({ phase: "uploading", file, percent: 0 });
    reportUploading.current(true);
    const running = uploadFile(file, purpose, ({ percent }) =>
      setState((current) =>
        current.phase === "uploading" && current.file === file ? { ...current, percent } : current,
      ),
    );
    upload.current = running;
    running.done.then(
      (stored) => {
        if (upload.current !== running) return;
        upload.current = null;
        setState({ phase: "done", file });
        onChange(stored.url);
        reportUploading.current(false);
      },
      (failure: unknown) => {
        if (failure instanceof UploadAbortedError || upload.current !== running) return;
        upload.current = null;
        setState({ phase: "failed", file, message: uploadFailureMessage(failure, purpose) });
        onChange(initial);
        reportUploading.current(false);
      },
    );
  };

  const cancel = () => pick(null);
  const remove = () => {
    stop();
    setState({ phase: "idle" });
    onChange("");
  };

  const file = state.phase === "idle" ? null : state.file;
  const Icon = purpose === "cv" ? IconFileText : IconMovie;
  const shownError = state.phase === "failed" ? state.message : error;
  const hint = `${rule.label}, at most ${rule.maxLabel}`;

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        withAsterisk={required}
        description={hint}
        placeholder={value ? "Choose another file" : "Choose a file"}
        accept={ACCEPT[purpose]}
        value={file}
        onChange={pick}
        clearable={state.phase !== "uploading"}
        leftSection={<Icon size={16} />}
        error={shownError}
      />
      {state.phase === "uploading" && (
        <Stack gap={4} aria-live="polite">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {`Uploading ${state.file.name}… ${state.percent}%`}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} />}
              onClick={cancel}
            >
              Cancel upload
            </Button>
          </Group>
          <Progress value={state.percent} animated aria-label={`${label} upload progress`} size="sm" />
        </Stack>
      )}
      {state.phase === "done" && (
        <Group gap={6} wrap="nowrap">
          <IconCheck size={14} color="var(--mantine-color-teal-6)" />
          <Text size="xs" c="teal.8" truncate>
            {`Uploaded ${state.file.name}`}
          </Text>
        </Group>
      )}
      {state.phase !== "uploading" && state.phase !== "done" && value && (
        <Group gap="xs" wrap="nowrap">
          <IconPaperclip size={14} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            {purpose === "cv" ? "A CV is on file: " : "An intro video is on file: "}
            <Anchor href={value} target="_blank" rel="noopener noreferrer" size="xs">
              {purpose === "cv" ? "open the CV" : "open the video"}
            </Anchor>
          </Text>
          {!required && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
              Remove
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
