// The SPA's routes (docs/product-rules.md, "Screens"): the home screen at /, the 404 page everywhere else.
import { Route, Switch } from "wouter";
import { Toaster } from "sonner";
import { HomePage } from "./components/home-page";
import { NotFound } from "./components/not-found";

export function App() {
  return (
    <>
      <Switch>
        <Route path="/" component={HomePage} />
        {/* share links (client/share.ts): the home page, which opens the shared variation */}
        <Route path="/s" component={HomePage} />
        <Route component={NotFound} />
      </Switch>
      <Toaster position="top-center" closeButton />
    </>
  );
}
