/* Named steps of the setgid side's work (a request served, a record
 * claimed, placed, pruned, a kept game taken), where the fault harness
 * (tests/e2e/test_host_faults.sh) stops or kills a recorder to prove that
 * whatever a player's own process leaves half done costs no one else
 * anything. In every build that can be installed a step is nothing at
 * all; only a test build made with HOST_STEPS=yes (HEXPUZZLE_HOST_STEPS)
 * acts on them, as src/app/host/host_step.c says. Step names: lower case,
 * "area:step", e.g. "record:placed". */
#ifndef HEXPUZZLE_APP_HOST_HOST_STEP_H
#define HEXPUZZLE_APP_HOST_HOST_STEP_H

#ifdef HEXPUZZLE_HOST_STEPS
void host_step(const char *name);
#else
#define host_step(name) ((void)(name))
#endif

#endif
