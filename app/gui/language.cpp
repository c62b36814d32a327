#include "gui/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>
#include <vector>

namespace ipclab::app {
namespace {

std::vector<std::unique_ptr<QTranslator>>& installed() {
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

}  // namespace

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString effectiveLanguage(const QString& saved) {
    if (availableLanguages().contains(saved)) {
        return saved;
    }
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return availableLanguages().contains(system) ? system : QStringLiteral("en");
}

bool installLanguage(const QString& language) {
    for (auto& translator : installed()) {
        QCoreApplication::removeTranslator(translator.get());
    }
    installed().clear();
    // Numbers follow the chosen language, not LANG: "2,59 µs" in German on any system.
    if (language == QStringLiteral("en")) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // The source texts are English, but for their plurals: "%n point(s)" reads "1 point".
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/ipclab_en.qm"))) {
            QCoreApplication::installTranslator(plurals.get());
            installed().push_back(std::move(plurals));
        }
        return true;
    }
    auto own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/ipclab_%1.qm").arg(language))) {
        return false;
    }
    QLocale::setDefault(QLocale(language));
    QCoreApplication::installTranslator(own.get());
    installed().push_back(std::move(own));
    // Qt's own texts (OK / Cancel, file dialogs) when the system ships them; optional.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().push_back(std::move(qt));
    }
    return true;
}

}  // namespace ipclab::app
