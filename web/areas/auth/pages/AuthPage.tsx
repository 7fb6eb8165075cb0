import { Loader, Paper, Stack, Tabs } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../lib/auth";
import { usePageTitle } from "../../../lib/pageTitle";
import { AuthCard, type AuthTab } from "../components/AuthCard";
import { AuthShell } from "../components/AuthShell";
import { LoginForm } from "../components/LoginForm";
import { SignupSuccess } from "../components/SignupSuccess";
import { VerifiedNotice } from "../components/VerifiedNotice";

// Most visitors sign in: the signup form's code loads when its tab opens.
const CompanySignupForm = lazy(() =>
  import("../components/CompanySignupForm").then((m) => ({ default: m.CompanySignupForm })),
);

/** /auth: sign-in and company registration; a signed-in user goes straight home. */
export default function AuthPage() {
  usePageTitle(useLocation().pathname);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<AuthTab>(params.get("tab") === "signup" ? "signup" : "login");
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  if (user) return <Navigate to="/" replace />;

  const verified = params.get("verified");

  const goToLogin = () => {
    setSignedUpEmail(null);
    setTab("login");
    navigate("/auth", { replace: true });
  };

  return (
    <AuthShell>
      <Stack gap="lg">
        {(verified === "true" || verified === "false") && <VerifiedNotice verified={verified === "true"} />}
        {signedUpEmail ? (
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
            <SignupSuccess email={signedUpEmail} onGoToLogin={goToLogin} />
          </Paper>
        ) : (
          <AuthCard tab={tab}>
            <Tabs
              value={tab}
              onChange={(value) => setTab(value === "signup" ? "signup" : "login")}
              keepMounted={false}
            >
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">Login</Tabs.Tab>
                <Tabs.Tab value="signup">Company Signup</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <LoginForm onSwitchToSignup={() => setTab("signup")} />
              </Tabs.Panel>
              <Tabs.Panel value="signup">
                <Suspense fallback={<Loader mx="auto" display="block" aria-label="Loading" />}>
                  <CompanySignupForm onSignedUp={setSignedUpEmail} onSwitchToLogin={() => setTab("login")} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </AuthCard>
        )}
      </Stack>
    </AuthShell>
  );
}
