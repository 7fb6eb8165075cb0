import { Alert, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { AUTH_TEXT } from "../authMessages";

/** The outcome of an e-mail verification link, which returns to /auth?verified=true|false. */
export function VerifiedNotice({ verified }: { verified: boolean }) {
  const [title, body] = verified
    ? [AUTH_TEXT.verifiedTitle, AUTH_TEXT.verifiedBody]
    : [AUTH_TEXT.verificationFailedTitle, AUTH_TEXT.verificationFailedBody];
  return (
    <Alert
      color={verified ? "green" : "red"}
      variant="light"
      radius="md"
      icon={verified ? <IconCircleCheck /> : <IconAlertCircle />}
    >
      {/* One paragraph, so the whole notice reads (and is found) as one sentence. */}
      <Text fz="sm" c={verified ? "green.9" : "red.9"}>
        <Text span fw={700} inherit>
          {title}
        </Text>{" "}
        {body}
      </Text>
    </Alert>
  );
}
