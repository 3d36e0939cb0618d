/* The config file, read once per run: its bad lines are reported once. */
#ifndef HEXPUZZLE_APP_SETTINGS_H
#define HEXPUZZLE_APP_SETTINGS_H

#include "app/config.h"

const config *app_settings(void);

#endif
