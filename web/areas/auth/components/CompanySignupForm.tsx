import "../../../lib/allStyles";
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { lazy, Suspense, useState } from "react";
import { type CompanySignupInput, companySignupSchema } from "../../../../shared/auth/auth.schema";
import { zodFormValidate } from "../../../lib/formValidation";
import { showToast } from "../../../lib/toast";
import { useCompanySignup } from "../auth.queries";
import { AUTH_TEXT } from "../authMessages";
import { describeSignupFailure } from "../signupFailure";

// The terms (a long text in a modal) load when they are first opened.
const TermsModal = lazy(() => import("./TermsModal").then((m) => ({ default: m.TermsModal })));

type SignupValues = {
  company: { name: string; description: string };
  user: { username: string; password: string; firstName: string; lastName: string };
  agreeToTerms: boolean;
};

const EMPTY: SignupValues = {
  company: { name: "", description: "" },
  user: { username: "", password: "", firstName: "", lastName: "" },
  agreeToTerms: false,
};

type Props = { onSignedUp: (email: string) => void; onSwitchToLogin: () => void };

/** Registers a company together with its first administrator. */
export function CompanySignupForm({ onSignedUp, onSwitchToLogin }: Props) {
  const signup = useCompanySignup();
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsUsed, setTermsUsed] = useState(false);
  const form = useForm<SignupValues>({
    initialValues: EMPTY,
    validate: zodFormValidate(companySignupSchema),
  });

  const submit = form.onSubmit((values) => {
    const parsed = companySignupSchema.parse(values);
    const input: CompanySignupInput = {
      ...parsed,
      // An empty description is no description.
      company: parsed.company.description ? parsed.company : { name: parsed.company.name },
    };
    signup.mutate(input, {
      onSuccess: (result) => {
        showToast({
          color: "teal",
          title: AUTH_TEXT.registrationSuccessTitle,
          message: AUTH_TEXT.registrationSuccessBody,
        });
        onSignedUp(result.user.username);
      },
      onError: (error) => {
        const failure = describeSignupFailure(error);
        form.setErrors(failure.fieldErrors);
        showToast({
          color: "red",
          title: AUTH_TEXT.registrationFailedTitle,
          message: failure.message,
        });
      },
    });
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Divider label="Your company" labelPosition="left" />
          <TextInput
            label="Company name"
            autoComplete="organization"
            placeholder="e.g. Acme Technologies"
            {...form.getInputProps("company.name")}
          />
          <Textarea
            label="Company description"
            description="Optional"
            placeholder="What your company does"
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps("company.description")}
          />

          <Divider label="Administrator account" labelPosition="left" mt="xs" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps("user.firstName")}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps("user.lastName")}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.getInputProps("user.username")}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number"
            autoComplete="new-password"
            {...form.getInputProps("user.password")}
          />
          <Checkbox
            mt={4}
            label={
              <>
                I agree to the{" "}
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  fw={600}
                  onClick={(event) => {
                    // Open the terms without toggling the checkbox the label belongs to.
                    event.preventDefault();
                    setTermsUsed(true);
                    setTermsOpen(true);
                  }}
                >
                  Terms and Conditions
                </Anchor>
              </>
            }
            {...form.getInputProps("agreeToTerms", { type: "checkbox" })}
          />
          <Button type="submit" size="md" fullWidth loading={signup.isPending} mt={4}>
            Create company account
          </Button>
          <Text fz="sm" c="dimmed" ta="center">
            Already have an account?{" "}
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={onSwitchToLogin}>
              Log in here
            </Anchor>
          </Text>
        </Stack>
      </form>
      {termsUsed && (
        <Suspense fallback={null}>
          <TermsModal
            opened={termsOpen}
            onClose={() => setTermsOpen(false)}
            onAgree={() => {
              form.setFieldValue("agreeToTerms", true);
              setTermsOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
