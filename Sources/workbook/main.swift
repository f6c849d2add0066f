/// The workbook command: a thin main over WorkbookKit.
print("Architecture Workbook")
