#pragma once
/// The GUI's language: English (the source texts) or German (app/translations/ipclab_de.ts,
/// compiled and embedded as :/i18n/ipclab_de.qm). Follows the system locale unless the user
/// chose one in View > Language (remembered in QSettings). GUI thread only.
#include <QString>
#include <QStringList>

namespace ipclab::app {

/// Languages the GUI speaks, as codes: "en", "de".
QStringList availableLanguages();
/// `saved` when it is one of availableLanguages(), else the system locale's language if
/// available, else "en".
QString effectiveLanguage(const QString& saved);
/// Installs the translators for `language` (removing any installed before): IPC Lab's own
/// and, when the system has them, Qt's (dialog buttons). True when IPC Lab's translation was
/// loaded, or `language` is "en" (nothing to load).
bool installLanguage(const QString& language);

}  // namespace ipclab::app
