import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import type { TwoFactorSetup } from "../../../../shared/auth/two-factor.schema";
import { LoadError } from "../../../components/LoadError";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from "../twoFactor.queries";

/** Screen texts of docs/product/settings.md §10, word for word. */
export const TWO_FACTOR_TEXT = {
  title: "Two-factor sign-in",
  description: "After your password, sign-in asks for a code from an authenticator app on your phone.",
  on: "On",
  off: "Off",
  turnOn: "Turn on two-factor sign-in",
  turnOff: "Turn off two-factor sign-in",
  scan: "Scan this QR code with your authenticator app, or enter the key by hand:",
  codeFromApp: "Code from the app",
  codeOrRecovery: "Code from the app or a recovery code",
  confirm: "Turn on",
  confirmOff: "Turn off",
  cancel: "Cancel",
  recoveryTitle: "Save your recovery codes",
  recoveryBody: "Each code signs you in once if you lose your phone. They will not be shown again.",
  copy: "Copy",
  copied: "Copied",
  download: "Download",
  done: "Done",
  left: (n: number) => `${n} recovery code${n === 1 ? "" : "s"} left.`,
  turnedOn: "Two-factor sign-in turned on",
  turnedOff: "Two-factor sign-in turned off",
  failedTitle: "Two-factor change failed",
  loadFailed: "Could not load two-factor sign-in",
  codeRequired: "Code is required",
};

type Step =
  | { kind: "idle" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] }
  | { kind: "disable" };

function downloadCodes(codes: string[]) {
  const blob = new Blob([`${codes.join("\n")}\n`], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** A code field with its submit and cancel, for turning on and off. */
function CodeForm(props: {
  label: string;
  submitLabel: string;
  color?: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
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
        <Button variant="default" onClick={props.onCancel}>
          {TWO_FACTOR_TEXT.cancel}
        </Button>
      </Group>
    </form>
  );
}

/** Settings: turn two-factor sign-in on (QR code + code), see the recovery codes once, turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const failed = (error: unknown) =>
    showToast({ color: "red", title: TWO_FACTOR_TEXT.failedTitle, message: errorMessage(error) });

  const enabled = status.data?.enabled === true;
  const badge = status.data && (
    <Badge color={enabled ? "teal" : "gray"} variant="light">
      {enabled ? TWO_FACTOR_TEXT.on : TWO_FACTOR_TEXT.off}
    </Badge>
  );

  return (
    <TitledSection title={TWO_FACTOR_TEXT.title} description={TWO_FACTOR_TEXT.description} actions={badge}>
      {status.isError ? (
        <LoadError title={TWO_FACTOR_TEXT.loadFailed} query={status} />
      ) : !status.data ? (
        <Skeleton h={36} w={260} />
      ) : step.kind === "codes" ? (
        <Stack gap="sm">
          <Alert color="yellow" variant="light" title={TWO_FACTOR_TEXT.recoveryTitle}>
            {TWO_FACTOR_TEXT.recoveryBody}
          </Alert>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} maw={420} aria-label="Recovery codes">
            {step.codes.map((code) => (
              <Code key={code} fz="sm">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <CopyButton value={step.codes.join("\n")}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? TWO_FACTOR_TEXT.copied : TWO_FACTOR_TEXT.copy}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" onClick={() => downloadCodes(step.codes)}>
              {TWO_FACTOR_TEXT.download}
            </Button>
            <Button onClick={() => setStep({ kind: "idle" })}>{TWO_FACTOR_TEXT.done}</Button>
          </Group>
        </Stack>
      ) : step.kind === "setup" ? (
        <Stack gap="sm">
          <Text size="sm">{TWO_FACTOR_TEXT.scan}</Text>
          <Group align="center" gap="lg">
            <img
              width={180}
              height={180}
              alt="QR code"
              // The server draws it (the qrcode package's SVG of the otpauth URI); an image cannot run script.
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qrSvg)}`}
            />
            <Code fz="sm" aria-label="Setup key">
              {step.setup.secret.match(/.{1,4}/g)?.join(" ")}
            </Code>
          </Group>
          <CodeForm
            label={TWO_FACTOR_TEXT.codeFromApp}
            submitLabel={TWO_FACTOR_TEXT.confirm}
            pending={enable.isPending}
            onCancel={() => setStep({ kind: "idle" })}
            onSubmit={(code) =>
              enable.mutate(code, {
                onSuccess: ({ recoveryCodes }) => {
                  setStep({ kind: "codes", codes: recoveryCodes });
                  showToast({
                    color: "teal",
                    title: TWO_FACTOR_TEXT.turnedOn,
                    message: TWO_FACTOR_TEXT.recoveryTitle,
                  });
                },
                onError: failed,
              })
            }
          />
        </Stack>
      ) : step.kind === "disable" ? (
        <CodeForm
          label={TWO_FACTOR_TEXT.codeOrRecovery}
          submitLabel={TWO_FACTOR_TEXT.confirmOff}
          color="red"
          pending={disable.isPending}
          onCancel={() => setStep({ kind: "idle" })}
          onSubmit={(code) =>
            disable.mutate(code, {
              onSuccess: () => {
                setStep({ kind: "idle" });
                showToast({
                  color: "teal",
                  title: TWO_FACTOR_TEXT.turnedOff,
                  message: TWO_FACTOR_TEXT.title,
                });
              },
              onError: failed,
            })
          }
        />
      ) : enabled ? (
        <Group justify="space-between">
          <Text size="sm">{TWO_FACTOR_TEXT.left(status.data.recoveryCodesLeft)}</Text>
          <Button variant="light" color="red" onClick={() => setStep({ kind: "disable" })}>
            {TWO_FACTOR_TEXT.turnOff}
          </Button>
        </Group>
      ) : (
        <Button
          leftSection={<IconShieldLock size={16} />}
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (setup) => setStep({ kind: "setup", setup }),
              onError: failed,
            })
          }
        >
          {TWO_FACTOR_TEXT.turnOn}
        </Button>
      )}
    </TitledSection>
  );
}
