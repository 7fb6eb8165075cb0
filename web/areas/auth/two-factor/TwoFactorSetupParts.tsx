import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import type { TwoFactorSetup } from "../../../../shared/auth/two-factor.schema";
import { TWO_FACTOR_TEXT } from "./twoFactorText";

/**
 * The pieces of setting up two-factor sign-in, shared by Settings (settings.md §10) and by the set-up a
 * required second factor asks for at sign-in (accounts.md §3.2): the QR code and key, a code field, and
 * the recovery codes shown once.
 */

function downloadCodes(codes: string[]) {
  const blob = new Blob([`${codes.join("\n")}\n`], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** A code field with its submit and (optionally) cancel. */
export function CodeForm(props: {
  label: string;
  submitLabel: string;
  color?: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(TWO_FACTOR_TEXT.codeRequired);
    props.onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={props.label}
          autoComplete="one-time-code"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          w={260}
        />
        <Button type="submit" color={props.color} loading={props.pending}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            {TWO_FACTOR_TEXT.cancel}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** The new secret as a QR code (drawn by the server) and as a key to type, then the confirming code. */
export function SetupKey({ setup, children }: { setup: TwoFactorSetup; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text size="sm">{TWO_FACTOR_TEXT.scan}</Text>
      <Group align="center" gap="lg">
        <img
          width={180}
          height={180}
          alt="QR code"
          // The server draws it (the qrcode package's SVG of the otpauth URI); an image cannot run script.
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        />
        <Code fz="sm" aria-label="Setup key">
          {setup.secret.match(/.{1,4}/g)?.join(" ")}
        </Code>
      </Group>
      {children}
    </Stack>
  );
}

/** The ten recovery codes, this once, with Copy, Download and the way on. */
export function RecoveryCodesPanel({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={TWO_FACTOR_TEXT.recoveryTitle}>
        {TWO_FACTOR_TEXT.recoveryBody}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} maw={420} aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="sm">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join("\n")}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? TWO_FACTOR_TEXT.copied : TWO_FACTOR_TEXT.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => downloadCodes(codes)}>
          {TWO_FACTOR_TEXT.download}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
