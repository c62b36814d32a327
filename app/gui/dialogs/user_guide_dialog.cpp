#include "gui/dialogs/user_guide_dialog.hpp"

#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QPointer>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace ipclab::app {

QString userGuideMarkdown() {
    QFile file(QStringLiteral(":/docs/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

QString headingAnchor(const QString& heading) {
    QString anchor;
    for (const QChar c : heading.toLower()) {
        if (c == QLatin1Char(' ')) {
            anchor += QLatin1Char('-');
        } else if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) {
            anchor += c;
        }
    }
    return anchor;
}

void anchorHeadings(QTextDocument& document) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0) {
            continue;
        }
        QTextCursor cursor(block);
        cursor.select(QTextCursor::BlockUnderCursor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({headingAnchor(block.text())});
        cursor.mergeCharFormat(format);
    }
}

void showUserGuide(QWidget* parent) {
    static QPointer<QDialog> open;
    if (open) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setWindowTitle(QObject::tr("IPC Lab user guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuideText"));
    // Links inside the guide scroll; links to other files and the web open outside.
    browser->setOpenLinks(false);
    const QString markdown = userGuideMarkdown();
    browser->document()->setMarkdown(
        markdown.isEmpty() ? QObject::tr("This build has no user guide.") : markdown);
    anchorHeadings(*browser->document());
    QObject::connect(browser, &QTextBrowser::anchorClicked, browser, [browser](const QUrl& url) {
        if (url.scheme().isEmpty() && url.path().isEmpty() && url.hasFragment()) {
            browser->scrollToAnchor(url.fragment());
        } else if (!url.scheme().isEmpty()) {
            QDesktopServices::openUrl(url);
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(900, 700);
    open = dialog;
    dialog->show();
}

}  // namespace ipclab::app
